import Foundation

/// The bar across the top of a navigation controller, as `UINavigationBar`: the top item's
/// title, a back button (chevron and the previous item's title) and bar button items, over a
/// translucent background with a hairline at its bottom edge. The bar stays put while the
/// controller pushes and pops; only its items move.
///
/// The bar is top-attached (`UIBarPosition.topAttached`): its background reaches up from its
/// frame to the top of its superview, under the status bar.
///
///     let bar = NavigationBar(frame: Rect(x: 0, y: 20, width: 375, height: 44))
///     bar.setItems([NavigationItem(title: "Settings")], animated: false)
open class NavigationBar: View {
    /// The bar's height without a large title, in points.
    public static let height = 44.0
    /// The room a large title adds below the bar (96 points in all).
    public static let largeTitleHeight = 52.0
    /// Items whose title is longer show "Back" on the next screen's back button, as UIKit does
    /// when the title would crowd the centred title (the engine has no text metrics to measure).
    public static let longestBackTitle = 12

    /// The translucent material of iOS's default bar appearance, light and dark, and its
    /// shadow line.
    public static let standardBackground = Color(light: Color(hex: 0xF9F9F9, alpha: 0.94), dark: Color(hex: 0x1D1D1D, alpha: 0.94))
    public static let standardShadow = Color(light: Color.black.withAlphaComponent(0.3), dark: Color.white.withAlphaComponent(0.15))

    /// Whether the bar's background lets content show through, as `isTranslucent`; an opaque
    /// bar draws its material at full strength.
    public var isTranslucent = true {
        didSet { updateBackground() }
    }
    /// The background's colour in place of the standard material, as `barTintColor`.
    public var barTintColor: Color? {
        didSet { updateBackground() }
    }
    /// Whether the top item shows its title large below the bar, unless it says `.never`.
    public var prefersLargeTitles = false

    public private(set) var items: [NavigationItem] = []
    public var topItem: NavigationItem? { items.last }
    public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    private let background = View()
    private let hairline = View()
    private let backIndicator: View
    private var itemView: NavigationItemView?

    public required init?(coder: NSCoder) { return nil }

    public override init(frame: Rect = .zero) {
        backIndicator = View(layer: NavigationBar.chevron(), frame: Rect(x: 8, y: 11, width: 13, height: 22))
        super.init(frame: frame)
        updateBackground()
        hairline.backgroundColor = Self.standardShadow
        backIndicator.alpha = 0
        for view in [background, hairline, backIndicator] { addSubview(view) }
        tintColorDidChange()
        layoutSubviews()
        relayOutOnDirectionChange()
    }

    open override func tintColorDidChange() {
        let chevron = backIndicator.layer as? ShapeLayer
        backIndicator.setColor(tintColor, for: "strokeColor") { chevron?.strokeColor = $0 }
    }

    /// The bar's height for `items`: 96 points when the top one shows a large title.
    public func preferredHeight(for items: [NavigationItem]) -> Double {
        Self.height + (showsLargeTitle(items.last) ? Self.largeTitleHeight : 0)
    }

    public func setItems(_ items: [NavigationItem], animated: Bool) {
        self.items = items
        itemView?.removeFromSuperview()
        itemView = makeItemView(for: items)
        backIndicator.alpha = showsBackButton(items) ? 1 : 0
    }

    /// The push (`isPush`) or pop of the bar's items to `newItems`, animated over `duration`
    /// on the curve of UIKit's slide so titles keep pace with the content. Returns what to run
    /// when the transition ends: it keeps `newItems` or, when cancelled, puts the old ones back.
    func beginTransition(to newItems: [NavigationItem], isPush: Bool, duration: TimeInterval) -> (_ didComplete: Bool) -> Void {
        let (oldItems, oldView) = (items, itemView)
        let newView = makeItemView(for: newItems)
        newView.place(isPush ? .trailing : .leading)
        items = newItems
        itemView = newView
        View.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
            oldView?.place(isPush ? .leading : .trailing)
            newView.place(.center)
            backIndicator.alpha = showsBackButton(newItems) ? 1 : 0
            // Grows to 96 points for a large title, or shrinks back to 44, with the titles.
            setHeight(preferredHeight(for: newItems))
        })
        return { [self] didComplete in
            View.performWithoutAnimation {
                if didComplete {
                    oldView?.removeFromSuperview()
                } else {
                    newView.removeFromSuperview()
                    oldView?.place(.center)
                    (items, itemView) = (oldItems, oldView)
                    backIndicator.alpha = showsBackButton(oldItems) ? 1 : 0
                    setHeight(preferredHeight(for: oldItems))
                }
            }
        }
    }

    open override func layoutSubviews() {
        // Up to the superview's top: the bar's background fills the status bar area too.
        let extent = max(frame.minY, 0)
        background.frame = Rect(x: 0, y: -extent, width: bounds.width, height: bounds.height + extent)
        hairline.frame = Rect(x: 0, y: bounds.height, width: bounds.width, height: 1)
        backIndicator.frame = Rect(x: 8, y: 11, width: 13, height: 22)
        mirrorForLayoutDirection([backIndicator])
        // Right to left the chevron points right, towards the leading edge.
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        backIndicator.transform = isRightToLeft ? CGAffineTransform(scaleX: -1, y: 1) : .identity
        itemView?.frame = bounds
    }

    private func updateBackground() {
        let material = barTintColor ?? Self.standardBackground
        background.backgroundColor = isTranslucent ? material : material.withAlphaComponent(1)
    }

    private func setHeight(_ height: Double) {
        frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
    }

    private func makeItemView(for items: [NavigationItem]) -> NavigationItemView {
        let back = items.count > 1 ? items[items.count - 2] : nil
        let view = NavigationItemView(item: items.last ?? NavigationItem(),
                                      backTitle: showsBackButton(items) ? back.map(Self.backTitle) : nil,
                                      showsLargeTitle: showsLargeTitle(items.last),
                                      frame: Rect(origin: .zero, size: Size(width: bounds.width, height: preferredHeight(for: items))))
        insertSubview(view, belowSubview: backIndicator)
        return view
    }

    private func showsLargeTitle(_ item: NavigationItem?) -> Bool {
        guard let item else { return false }
        return item.largeTitleDisplayMode == .always || (prefersLargeTitles && item.largeTitleDisplayMode == .automatic)
    }

    private func showsBackButton(_ items: [NavigationItem]) -> Bool {
        items.count > 1 && items.last?.hidesBackButton == false && items.last?.leftBarButtonItems.isEmpty == true
    }

    /// What the back button says on the screen above `item`.
    private static func backTitle(_ item: NavigationItem) -> String {
        if let title = item.backBarButtonItem?.title ?? item.backButtonTitle { return title }
        guard let title = item.title, title.count <= longestBackTitle else { return "Back" }
        return title
    }

    /// The back indicator: a chevron 13 × 22 points, stroked round, as SF Symbols' chevron.backward.
    private static func chevron() -> ShapeLayer {
        let shape = ShapeLayer()
        var path = BezierPath()
        path.move(to: Point(x: 11, y: 1.5))
        path.addLine(to: Point(x: 1.5, y: 11))
        path.addLine(to: Point(x: 11, y: 20.5))
        shape.path = path
        shape.fillColor = nil
        shape.lineWidth = 3
        shape.lineCap = .round
        shape.lineJoin = .round
        return shape
    }
}
