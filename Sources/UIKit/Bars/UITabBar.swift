import Foundation
import QuartzCore

/// The bar along the bottom of a tab bar controller, as `UITabBar`: one tab per item, its image
/// over its title, the selected one in the tint and the others grey, over its appearance's
/// background with its shadow along the top edge: since iOS 15, the standard appearance (the
/// chrome material and a one-pixel line) while content scrolls under the bar, and at the scroll
/// edge (always, for a screen with nothing to scroll) the scroll-edge one, or the standard one
/// made transparent.
///
///     let bar = UITabBar(frame: CGRect(x: 0, y: 618, width: 375, height: 49))
///     bar.items = [UITabBarItem(title: "Favourites"), UITabBarItem(title: "Recents")]
///     bar.selectedItem = bar.items?[1]
open class UITabBar: UIView {
    /// The bar's height above the home indicator area, in points.
    package static let height = 49.0
    /// The box an item's image is centred in, 18 points below the bar's top edge; a larger image
    /// is drawn smaller to fit.
    static let glyphSide = 30.0
    /// Symbol images in a tab bar are drawn at the body style's size, large scale.
    static var symbolConfiguration: UIImage.SymbolConfiguration { UIImage.SymbolConfiguration(textStyle: .body, scale: .large) }

    /// The colour of the tabs that are not selected (UIKit's default grey).
    open var unselectedItemTintColor = UIColor.systemGray { didSet { layoutSubviews() } }
    /// Kept for ported code (before iOS 13's appearances): the bar draws its appearance.
    open var backgroundImage: UIImage?
    open var shadowImage: UIImage?
    open var selectionIndicatorImage: UIImage?
    /// Optional, as UIKit's; nil shows no tabs.
    open var items: [UITabBarItem]? { didSet { reloadTabs() } }
    /// Hears tab selections, as `UITabBar.delegate`; with no touches here, only an app's code
    /// selects tabs, which UIKit does not report.
    open weak var delegate: (any UITabBarDelegate)?
    open var selectedItem: UITabBarItem? { didSet { layoutSubviews() } }
    open var standardAppearance = UITabBarAppearance() { didSet { updateBackground() } }
    /// The appearance with the content's bottom edge at the bar; nil takes the standard one, transparent.
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { updateBackground() } }
    /// The pre-iOS 13 colour of the bar in place of its material, as `barTintColor`; it restyles
    /// the material, never a colour an appearance chose.
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the material lets content show through, as `isTranslucent`; an opaque bar
    /// draws its colour solid and blurs nothing.
    open var isTranslucent = true { didSet { updateBackground() } }
    /// Kept for ported code; the appearance and the traits give the bar its look.
    open var barStyle = UIBarStyle.default
    /// Whether the selected screen's content is at its bottom edge; set by the tab bar controller.
    package var isAtScrollEdge = false { didSet { if oldValue != isAtScrollEdge { updateBackground() } } }

    private let background = UIView()
    private let hairline = UIView()
    private var tabs: [(glyph: UIImageView, label: UILabel)] = []

    public required init?(coder: NSCoder) { return nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateBackground()
        addSubview(background)
        addSubview(hairline)
        layoutSubviews()
        relayOutOnDirectionChange()
        relayOutOnScaleChange()
    }

    open override func tintColorDidChange() { layoutSubviews() }

    /// A tab's title: 10 points, medium, as UIKit's.
    private static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)

    /// The appearance the bar shows now: at the scroll edge the scroll-edge one, or the standard
    /// one made transparent.
    private var currentAppearance: UITabBarAppearance {
        isAtScrollEdge ? scrollEdgeAppearance ?? standardAppearance.withTransparentBackground() : standardAppearance
    }

    private func updateBackground() {
        let appearance = currentAppearance
        layoutSubviews()
        appearance.showBackground(on: background, barTintColor: barTintColor, isTranslucent: isTranslucent)
        hairline.backgroundColor = appearance.shadowColor ?? .clear
    }

    private func reloadTabs() {
        for tab in tabs {
            tab.glyph.removeFromSuperview()
            tab.label.removeFromSuperview()
        }
        tabs = (items ?? []).map { item in
            AppearanceRegistry.current.apply(to: item, containers: [self] + appearanceContainers)
            let glyph = UIImageView()
            glyph.preferredSymbolConfiguration = Self.symbolConfiguration
            let label = UILabel()
            label.text = item.title ?? ""
            label.font = UITabBar.titleFont
            label.textAlignment = .center
            addSubview(glyph)
            addSubview(label)
            return (glyph, label)
        }
        layoutSubviews()
    }

    open override func layoutSubviews() {
        background.frame = bounds
        let line = traitCollection.hairline
        hairline.frame = CGRect(x: 0, y: -line, width: bounds.width, height: line)
        let width = bounds.width / Double(max(tabs.count, 1))
        let itemLook = currentAppearance.stackedLayoutAppearance
        for (index, (tab, item)) in zip(tabs, items ?? []).enumerated() {
            let selected = item === selectedItem
            let look = selected ? itemLook.selected : itemLook.normal
            let color: UIColor = look.iconColor ?? (selected ? tintColor : unselectedItemTintColor)
            let titleColor = look.titleTextAttributes[.foregroundColor] as? UIColor ?? color
            let minX = Double(index) * width
            tab.glyph.frame = CGRect(x: minX + (width - Self.glyphSide) / 2, y: 3, width: Self.glyphSide, height: Self.glyphSide)
            tab.glyph.image = selected ? item.selectedImage ?? item.image : item.image
            let fits = (tab.glyph.intrinsicContentSize.width <= Self.glyphSide && tab.glyph.intrinsicContentSize.height <= Self.glyphSide)
            tab.glyph.contentMode = fits ? .center : .scaleAspectFit
            tab.glyph.tintColor = color
            tab.label.text = item.title ?? ""
            tab.label.frame = CGRect(x: minX, y: 33, width: width, height: 12)
            tab.label.textColor = titleColor
            tab.label.font = look.titleTextAttributes[.font] as? UIFont ?? UITabBar.titleFont
        }
        // Right to left the first tab is on the right.
        mirrorForLayoutDirection(tabs.flatMap { [$0.glyph, $0.label] })
    }
}

/// Hears what happens to a tab bar's items, as `UITabBarDelegate`; all optional.
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}
