import Foundation
import QuartzCore

/// How a bar's background and shadow look, as `UIBarAppearance`, the iOS 13 API that iOS 15
/// made the only way bars are styled: the system's default is the chrome material with a
/// one-pixel shadow line; at a scroll edge UIKit uses a transparent copy, with no shadow.
///
///     let appearance = UINavigationBarAppearance()
///     appearance.configureWithOpaqueBackground()
///     navigationController.navigationBar.scrollEdgeAppearance = appearance
open class UIBarAppearance: NSObject, NSCopying {
    /// The blur behind the bar, drawn as its flat wash (`UIBlurEffect`); nil for none.
    open var backgroundEffect: UIBlurEffect?
    /// A colour over the effect; nil for none.
    open var backgroundColor: UIColor?
    /// Kept for ported code: images are not drawn; the colours stand in for them.
    open var backgroundImage: UIImage?
    /// The line along the bar's edge toward the content, one pixel thick; nil or clear for none.
    open var shadowColor: UIColor?
    /// Kept for ported code: the shadow is drawn in `shadowColor`.
    open var shadowImage: UIImage?

    /// The shadow of the default background (UIKit's `_systemChromeShadowColor`): black at 0.3 in
    /// light mode, white at 0.15 in dark.
    package static let chromeShadow = UIColor(light: UIColor.black.withAlphaComponent(0.3), dark: UIColor.white.withAlphaComponent(0.15))

    public required override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// The system's material and shadow, as `configureWithDefaultBackground()`.
    open func configureWithDefaultBackground() {
        (backgroundEffect, backgroundColor, shadowColor) = (UIBlurEffect(style: .systemChromeMaterial), nil, Self.chromeShadow)
    }

    /// The system background colour and the shadow, as `configureWithOpaqueBackground()`.
    open func configureWithOpaqueBackground() {
        (backgroundEffect, backgroundColor, shadowColor) = (nil, .systemBackground, Self.chromeShadow)
    }

    /// No background and no shadow, as `configureWithTransparentBackground()`.
    open func configureWithTransparentBackground() {
        (backgroundEffect, backgroundColor, shadowColor) = (nil, nil, nil)
    }

    /// The colour the bar's background shows: the colour over the effect's wash.
    var backgroundFill: UIColor { backgroundColor ?? backgroundEffect?.tint ?? .clear }
    /// The blur of the content behind the bar: the effect's, unless a colour is set instead.
    var backgroundBackdrop: BackdropFilter? { backgroundColor == nil ? backgroundEffect?.backdrop : nil }

    /// Shows this appearance's background on `view` as a bar with the pre-iOS 13 settings
    /// `barTintColor` and `isTranslucent` draws it: they restyle the material, never a colour the
    /// appearance chose, and an opaque bar draws solid and blurs nothing.
    func showBackground(on view: UIView, barTintColor: UIColor?, isTranslucent: Bool) {
        var fill = backgroundFill
        if backgroundColor == nil, backgroundEffect != nil {
            fill = barTintColor ?? fill
            if !isTranslucent { fill = fill.withAlphaComponent(1) }
        }
        view.backgroundColor = fill
        view.layer.backdropFilter = isTranslucent ? backgroundBackdrop : nil
    }

    /// The same look with a transparent background and no shadow: what UIKit shows at a scroll
    /// edge when no scroll-edge appearance is set.
    func withTransparentBackground() -> Self {
        let copy = copy() as! Self
        copy.configureWithTransparentBackground()
        return copy
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self()
        (copy.backgroundEffect, copy.backgroundColor, copy.backgroundImage) = (backgroundEffect, backgroundColor, backgroundImage)
        (copy.shadowColor, copy.shadowImage) = (shadowColor, shadowImage)
        return copy
    }

    /// Whether `object` is an appearance of the same kind that looks the same: appearances are
    /// values that bars copy, compared by what they hold.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBarAppearance, type(of: other) == type(of: self) else { return false }
        return backgroundEffect?.style == other.backgroundEffect?.style && backgroundColor == other.backgroundColor
            && backgroundImage === other.backgroundImage && shadowColor == other.shadowColor && shadowImage === other.shadowImage
    }

    open override var hash: Int { backgroundColor?.hashValue ?? 0 }
}

/// A navigation bar's appearance, as `UINavigationBarAppearance`: the background and shadow, and
/// the titles' text attributes (`.foregroundColor` and `.font` are drawn).
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UINavigationBarAppearance
        (copy.titleTextAttributes, copy.largeTitleTextAttributes) = (titleTextAttributes, largeTitleTextAttributes)
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object), let other = object as? UINavigationBarAppearance else { return false }
        return AppearanceRegistry.same(titleTextAttributes, other.titleTextAttributes)
            && AppearanceRegistry.same(largeTitleTextAttributes, other.largeTitleTextAttributes)
    }
}

/// A tab bar's appearance, as `UITabBarAppearance`: the background and the shadow along its
/// top, and the items' colours and title attributes (the stacked layout is the one drawn: a
/// phone's tab bar in portrait).
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UITabBarAppearance
        copy.stackedLayoutAppearance = stackedLayoutAppearance.copy() as! UITabBarItemAppearance
        copy.inlineLayoutAppearance = inlineLayoutAppearance.copy() as! UITabBarItemAppearance
        copy.compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy() as! UITabBarItemAppearance
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object), let other = object as? UITabBarAppearance else { return false }
        return stackedLayoutAppearance == other.stackedLayoutAppearance && inlineLayoutAppearance == other.inlineLayoutAppearance
            && compactInlineLayoutAppearance == other.compactInlineLayoutAppearance
    }
}

/// A toolbar's appearance, as `UIToolbarAppearance`: the background and the shadow along its top.
open class UIToolbarAppearance: UIBarAppearance {}

/// How tab bar items look in each state, as `UITabBarItemAppearance`.
open class UITabBarItemAppearance: NSObject, NSCopying {
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance()
        for (target, source) in [(copy.normal, normal), (copy.selected, selected), (copy.disabled, disabled), (copy.focused, focused)] {
            (target.titleTextAttributes, target.iconColor, target.badgeBackgroundColor) = (source.titleTextAttributes, source.iconColor, source.badgeBackgroundColor)
        }
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITabBarItemAppearance else { return false }
        return normal == other.normal && selected == other.selected && disabled == other.disabled && focused == other.focused
    }

    open override var hash: Int { 0 }
}

/// A tab bar item's look in one state, as `UITabBarItemStateAppearance`: the title's attributes
/// (`.foregroundColor` and `.font` are drawn) and the icon's colour.
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var titlePositionAdjustment = UIOffset.zero

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITabBarItemStateAppearance else { return false }
        return AppearanceRegistry.same(titleTextAttributes, other.titleTextAttributes) && iconColor == other.iconColor
            && badgeBackgroundColor == other.badgeBackgroundColor && titlePositionAdjustment == other.titlePositionAdjustment
    }

    open override var hash: Int { iconColor?.hashValue ?? 0 }
}
