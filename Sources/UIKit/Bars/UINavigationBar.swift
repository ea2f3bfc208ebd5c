import Foundation
import QuartzCore

/// The bar across the top of a navigation controller, as `UINavigationBar`: the top item's
/// title, a back button (chevron and the previous item's title) and bar button items, over a
/// translucent background with a hairline at its bottom edge. The bar stays put while the
/// controller pushes and pops; only its items move.
///
/// The bar is top-attached (`UIBarPosition.topAttached`): its background reaches up from its
/// frame to the top of its superview, under the status bar.
///
///     let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
///     bar.setItems([UINavigationItem(title: "Settings")], animated: false)
open class UINavigationBar: UIView {
    /// The bar's height without a large title, in points.
    package static let height = 44.0
    /// The room a large title adds below the bar (96 points in all).
    package static let largeTitleHeight = 52.0
    /// Items whose title is longer show "Back" on the next screen's back button, as UIKit does
    /// when the title would crowd the centred title (the engine has no text metrics to measure).
    package static let longestBackTitle = 12

    /// The translucent material of iOS's default bar appearance, light and dark, and its
    /// shadow line.
    package static let standardBackground = UIColor(light: UIColor(hex: 0xF9F9F9, alpha: 0.94), dark: UIColor(hex: 0x1D1D1D, alpha: 0.94))
    package static let standardShadow = UIColor(light: UIColor.black.withAlphaComponent(0.3), dark: UIColor.white.withAlphaComponent(0.15))

    /// Whether the bar's background lets content show through, as `isTranslucent`; an opaque
    /// bar draws its material at full strength.
    public var isTranslucent = true {
        didSet { updateBackground() }
    }
    /// The background's colour in place of the standard material, as `barTintColor`.
    public var barTintColor: UIColor? {
        didSet { updateBackground() }
    }
    /// Whether the top item shows its title large below the bar, unless it says `.never`.
    public var prefersLargeTitles = false
    /// Kept for ported code: the bar draws its standard hairline.
    public var shadowImage: UIImage?
    /// Kept for ported code: titles are drawn in the system face and colour.
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Kept for ported code: the bar draws its standard material.
    var backgroundImages: [UIBarMetrics: UIImage] = [:]

    public private(set) var items: [UINavigationItem] = []
    public var topItem: UINavigationItem? { items.last }
    public var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    private let background = UIView()
    private let hairline = UIView()
    private let backIndicator: UIView
    private var itemView: NavigationItemView?

    public required init?(coder: NSCoder) { return nil }

    public override init(frame: CGRect = .zero) {
        backIndicator = UIView(layer: UINavigationBar.chevron(), frame: CGRect(x: 8, y: 11, width: 13, height: 22))
        super.init(frame: frame)
        updateBackground()
        hairline.backgroundColor = Self.standardShadow
        backIndicator.alpha = 0
        for view in [background, hairline, backIndicator] { addSubview(view) }
        tintColorDidChange()
        layoutSubviews()
        relayOutOnDirectionChange()
        relayOutOnScaleChange()
    }

    open override func tintColorDidChange() {
        let chevron = backIndicator.layer as? CAShapeLayer
        backIndicator.setColor(tintColor, for: "strokeColor") { chevron?.strokeColor = $0 }
    }

    /// The bar's height for `items`: 96 points when the top one shows a large title.
    public func preferredHeight(for items: [UINavigationItem]) -> Double {
        Self.height + (showsLargeTitle(items.last) ? Self.largeTitleHeight : 0)
    }

    public func setItems(_ items: [UINavigationItem], animated: Bool) {
        self.items = items
        itemView?.removeFromSuperview()
        itemView = makeItemView(for: items)
        backIndicator.alpha = showsBackButton(items) ? 1 : 0
    }

    /// The push (`isPush`) or pop of the bar's items to `newItems`, animated over `duration`
    /// on `curve`, the content's, so titles keep pace with it. Returns what to run when the
    /// transition ends: it keeps `newItems` or, when cancelled, puts the old ones back.
    func beginTransition(to newItems: [UINavigationItem], isPush: Bool, duration: TimeInterval,
                         curve: UIView.AnimationOptions) -> (_ didComplete: Bool) -> Void {
        let (oldItems, oldView) = (items, itemView)
        let newView = makeItemView(for: newItems)
        newView.place(isPush ? .trailing : .leading)
        items = newItems
        itemView = newView
        UIView.animate(withDuration: duration, delay: 0, options: curve, animations: {
            oldView?.place(isPush ? .leading : .trailing)
            newView.place(.center)
            backIndicator.alpha = showsBackButton(newItems) ? 1 : 0
            // Grows to 96 points for a large title, or shrinks back to 44, with the titles.
            setHeight(preferredHeight(for: newItems))
        })
        return { [self] didComplete in
            UIView.performWithoutAnimation {
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
        background.frame = CGRect(x: 0, y: -extent, width: bounds.width, height: bounds.height + extent)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: traitCollection.hairline)
        backIndicator.frame = CGRect(x: 8, y: 11, width: 13, height: 22)
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
        frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
    }

    private func makeItemView(for items: [UINavigationItem]) -> NavigationItemView {
        let back = items.count > 1 ? items[items.count - 2] : nil
        let view = NavigationItemView(item: items.last ?? UINavigationItem(),
                                      backTitle: showsBackButton(items) ? back.map(Self.backTitle) : nil,
                                      showsLargeTitle: showsLargeTitle(items.last),
                                      frame: CGRect(origin: .zero, size: CGSize(width: bounds.width, height: preferredHeight(for: items))))
        insertSubview(view, belowSubview: backIndicator)
        return view
    }

    private func showsLargeTitle(_ item: UINavigationItem?) -> Bool {
        guard let item else { return false }
        return item.largeTitleDisplayMode == .always || (prefersLargeTitles && item.largeTitleDisplayMode == .automatic)
    }

    private func showsBackButton(_ items: [UINavigationItem]) -> Bool {
        items.count > 1 && items.last?.hidesBackButton == false && items.last?.leftBarButtonItems.isEmpty == true
    }

    /// What the back button says on the screen above `item`.
    private static func backTitle(_ item: UINavigationItem) -> String {
        if let title = item.backBarButtonItem?.title ?? item.backButtonTitle { return title }
        guard let title = item.title, title.count <= longestBackTitle else { return "Back" }
        return title
    }

    /// The back indicator: a chevron 13 × 22 points, stroked round, as SF Symbols' chevron.backward.
    private static func chevron() -> CAShapeLayer {
        let shape = CAShapeLayer()
        var path = BezierPath()
        path.move(to: CGPoint(x: 11, y: 1.5))
        path.addLine(to: CGPoint(x: 1.5, y: 11))
        path.addLine(to: CGPoint(x: 11, y: 20.5))
        shape.pathElements = path
        shape.fillColor = nil
        shape.lineWidth = 3
        shape.lineCap = .round
        shape.lineJoin = .round
        return shape
    }
}
