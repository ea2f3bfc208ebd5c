import Foundation
import QuartzCore

/// A colour with a light and a dark appearance, as `UIColor(dynamicProvider:)`: views resolve it
/// against their trait collection when it is set and again whenever their traits change, as
/// UIKit resolves a dynamic colour into its layer's `CGColor`.
extension UIColor {
    /// A colour that is `light` in light mode (and when the style is unspecified), `dark` in dark
    /// mode and, on an elevated level in dark mode, `darkElevated` (when given).
    package convenience init(light: UIColor, dark: UIColor, darkElevated: UIColor? = nil) {
        let light = light.resolvedColor(with: .standard)
        func components(_ color: UIColor) -> SIMD4<Double> {
            let resolved = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
            return SIMD4(resolved.red, resolved.green, resolved.blue, resolved.alpha)
        }
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha,
                  dark: components(dark), darkElevated: darkElevated.map(components))
    }

    /// Whether the colour changes with the interface style.
    package var isDynamic: Bool { darkComponents != nil }

    /// The fixed colour this one shows under `traits`, as `UIColor.resolvedColor(with:)`.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        guard isDynamic else { return self }
        let shown = cgColor(for: traits)
        return UIColor(red: shown.red, green: shown.green, blue: shown.blue, alpha: shown.opacity, dark: nil)
    }
}

/// A `UIColor` given to an animation is taken as its Core Graphics colour for the current traits,
/// as `cgColor` gives it.
extension UIColor: Animatable {
    package var animatableValue: AnimatableValue { .color(cgColor) }
}
