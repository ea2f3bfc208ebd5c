import Foundation
import QuartzCore

/// The bar across the top of a navigation controller, as `UINavigationBar`: the top item's
/// title, a back button (chevron and the previous item's title) and bar button items, over the
/// background and shadow of its appearance. The bar stays put while the controller pushes and
/// pops; only its items move.
///
/// Appearances work as since iOS 15: `standardAppearance` (the chrome material with a one-pixel
/// shadow) once content scrolls under the bar; at the scroll edge, which is always when the
/// screen has no scroll view, `scrollEdgeAppearance`, or when it is nil the standard one with a
/// transparent background and no shadow; in compact height, the compact ones first. A top
/// item's own appearances override the bar's. A bar no navigation controller manages always
/// shows its standard appearance, as UIKit's does.
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
    /// when the title would crowd the centred title.
    package static let longestBackTitle = 12

    /// The appearance of a standard-height bar with content scrolled under it.
    open var standardAppearance = UINavigationBarAppearance() { didSet { updateBackground() } }
    /// The appearance in compact height; nil takes the standard one.
    open var compactAppearance: UINavigationBarAppearance? { didSet { updateBackground() } }
    /// The appearance at the scroll edge; nil takes the standard one with a transparent background.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { updateBackground() } }
    /// The appearance at the scroll edge in compact height; nil takes the compact one, made transparent.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { updateBackground() } }
    /// Whether the top screen's content is at its top edge (or the screen has none to scroll);
    /// set by the navigation controller that manages the bar.
    package var isAtScrollEdge = false { didSet { if oldValue != isAtScrollEdge { updateBackground() } } }

    /// Whether the standard background lets content show through, as `isTranslucent`; an opaque
    /// bar draws its material at full strength.
    open var isTranslucent = true {
        didSet { updateBackground() }
    }
    /// The standard background's colour in place of the material, as `barTintColor`; like
    /// UIKit's other pre-iOS 13 settings it styles the standard appearance only, so at the
    /// scroll edge the bar is still transparent.
    /// Kept for ported code; the appearance and the traits give the bar its look.
    open var barStyle = UIBarStyle.default
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }
    /// Whether the top item shows its title large below the bar, unless it says `.never`.
    open var prefersLargeTitles = false
    /// Kept for ported code: the shadow is drawn in the appearance's `shadowColor`.
    open var shadowImage: UIImage?
    /// The titles' text attributes before iOS 13's appearances; the appearance's, when set, win.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Kept for ported code: the large titles' attributes before iOS 13's appearances.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// Kept for ported code: the back chevron is drawn as iOS 17 draws it.
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    /// Kept for ported code: the bar draws its appearance's colours.
    var backgroundImages: [UIBarMetrics: UIImage] = [:]

    open private(set) var items: [UINavigationItem] = []
    open var topItem: UINavigationItem? { items.last }
    open var backItem: UINavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    private let background = UIView()
    private let hairline = UIView()
    private let backIndicator: UIView
    private var itemView: NavigationItemView?
    /// Set while a push or pop moves the items, which then change only when it ends.
    private var isTransitioning = false

    public required init?(coder: NSCoder) { return nil }

    public override init(frame: CGRect) {
        backIndicator = UIView(layer: UINavigationBar.chevron(), frame: CGRect(x: 8, y: 11, width: 13, height: 22))
        super.init(frame: frame)
        updateBackground()
        backIndicator.alpha = 0
        for view in [background, hairline, backIndicator] { addSubview(view) }
        tintColorDidChange()
        layoutSubviews()
        relayOutOnDirectionChange()
        relayOutOnScaleChange()
        // Compact height takes the compact appearances.
        resolveWithTraits(.barAppearance) { [unowned self] _ in updateBackground() }
    }

    open override func tintColorDidChange() {
        let chevron = backIndicator.layer as? CAShapeLayer
        backIndicator.setColor(tintColor, for: .strokeColor) { chevron?.strokeColor = $0 }
    }

    /// The bar's height for `items`: 96 points when the top one shows a large title.
    package func preferredHeight(for items: [UINavigationItem]) -> Double {
        Self.height + (showsLargeTitle(items.last) ? Self.largeTitleHeight : 0)
    }

    open func setItems(_ items: [UINavigationItem], animated: Bool) {
        for item in self.items where item.navigationBar === self { item.navigationBar = nil }
        self.items = items
        for item in items { item.navigationBar = self }
        itemView?.removeFromSuperview()
        itemView = makeItemView(for: items)
        backIndicator.alpha = showsBackButton(items) ? 1 : 0
        updateBackground()
    }

    /// Shows what changed in `item` (a title set in `viewDidLoad`, a new button) at once, as
    /// UIKit's bar observes its items; during a push or pop, once it ends.
    func itemDidChange(_ item: UINavigationItem) {
        guard !isTransitioning, items.suffix(2).contains(where: { $0 === item }) else { return }
        setItems(items, animated: false)
    }

    /// The push (`isPush`) or pop of the bar's items to `newItems`, animated over `duration`
    /// on `curve`, the content's, so titles keep pace with it. Returns what to run when the
    /// transition ends: it keeps `newItems` or, when cancelled, puts the old ones back.
    /// `atScrollEdge` says whether the new top screen's content is at its edge.
    func beginTransition(to newItems: [UINavigationItem], isPush: Bool, atScrollEdge: Bool, duration: TimeInterval,
                         curve: UIView.AnimationOptions) -> (_ didComplete: Bool) -> Void {
        let (oldItems, oldView, wasAtScrollEdge) = (items, itemView, isAtScrollEdge)
        let newView = makeItemView(for: newItems)
        newView.place(isPush ? .trailing : .leading)
        items = newItems
        for item in newItems { item.navigationBar = self }
        itemView = newView
        isTransitioning = true
        UIView.animate(withDuration: duration, delay: 0, options: curve, animations: {
            oldView?.place(isPush ? .leading : .trailing)
            newView.place(.center)
            backIndicator.alpha = showsBackButton(newItems) ? 1 : 0
            // Grows to 96 points for a large title, or shrinks back to 44, with the titles.
            setHeight(preferredHeight(for: newItems))
            // The background and shadow cross-fade to the new screen's appearance.
            isAtScrollEdge = atScrollEdge
            updateBackground()
        })
        return { [self] didComplete in
            isTransitioning = false
            UIView.performWithoutAnimation {
                if didComplete {
                    oldView?.removeFromSuperview()
                } else {
                    newView.removeFromSuperview()
                    oldView?.place(.center)
                    (items, itemView, isAtScrollEdge) = (oldItems, oldView, wasAtScrollEdge)
                    backIndicator.alpha = showsBackButton(oldItems) ? 1 : 0
                    setHeight(preferredHeight(for: oldItems))
                }
                // Anything the items' screens changed while they moved shows now.
                setItems(items, animated: false)
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

    /// The appearance the bar shows now, by UIKit's order: the top item's before the bar's, the
    /// compact ones in compact height, and at the scroll edge the scroll-edge ones or a
    /// transparent copy of the standard one.
    var currentAppearance: UINavigationBarAppearance {
        let item = topItem, isCompact = traitCollection.verticalSizeClass == .compact
        let standard = (isCompact ? item?.compactAppearance ?? compactAppearance : nil) ?? item?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        let edge = isCompact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil
        return edge ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.withTransparentBackground()
    }

    private func updateBackground() {
        let appearance = currentAppearance
        appearance.showBackground(on: background, barTintColor: barTintColor, isTranslucent: isTranslucent)
        hairline.backgroundColor = appearance.shadowColor ?? .clear
        itemView?.apply(appearance, fallback: titleTextAttributes)
    }

    private func setHeight(_ height: Double) {
        frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        // Laid out at once, so inside a transition's animation block the background moves with it.
        layoutIfNeeded()
    }

    private func makeItemView(for items: [UINavigationItem]) -> NavigationItemView {
        let back = items.count > 1 ? items[items.count - 2] : nil
        if let top = items.last {
            let barItems = (top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? []) + [back?.backBarButtonItem].compactMap { $0 }
            for barItem in barItems { AppearanceRegistry.current.apply(to: barItem, containers: [self] + appearanceContainers) }
        }
        let view = NavigationItemView(item: items.last ?? UINavigationItem(),
                                      backTitle: showsBackButton(items) ? back.map(Self.backTitle) : nil,
                                      showsLargeTitle: showsLargeTitle(items.last),
                                      backFromLargeTitle: showsLargeTitle(back),
                                      frame: CGRect(origin: .zero, size: CGSize(width: bounds.width, height: preferredHeight(for: items))))
        insertSubview(view, belowSubview: backIndicator)
        view.apply(currentAppearance, fallback: titleTextAttributes)
        return view
    }

    private func showsLargeTitle(_ item: UINavigationItem?) -> Bool {
        guard let item else { return false }
        return item.largeTitleDisplayMode == .always || (prefersLargeTitles && item.largeTitleDisplayMode == .automatic)
    }

    private func showsBackButton(_ items: [UINavigationItem]) -> Bool {
        items.count > 1 && items.last?.hidesBackButton == false && (items.last?.leftBarButtonItems ?? []).isEmpty
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
