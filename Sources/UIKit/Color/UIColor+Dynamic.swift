import Foundation
import QuartzCore

/// A colour with a light and a dark appearance, as `UIColor(dynamicProvider:)`: views resolve it
/// against their trait collection when it is set and again whenever their traits change, as
/// UIKit resolves a dynamic colour into its layer's `CGColor`.
extension UIColor {
    /// A colour that is `light` in light mode (and when the style is unspecified) and `dark` in dark mode.
    package convenience init(light: UIColor, dark: UIColor) {
        let light = light.resolvedColor(with: .standard), dark = dark.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha,
                  dark: SIMD4(dark.red, dark.green, dark.blue, dark.alpha))
    }

    /// Whether the colour changes with the interface style.
    package var isDynamic: Bool { darkComponents != nil }

    /// The fixed colour this one shows under `traits`, as `UIColor.resolvedColor(with:)`.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        if traits.userInterfaceStyle == .dark, let dark = darkComponents {
            return UIColor(red: dark[0], green: dark[1], blue: dark[2], alpha: dark[3], dark: nil)
        }
        return isDynamic ? UIColor(red: red, green: green, blue: blue, alpha: alpha, dark: nil) : self
    }
}

/// A `UIColor` given to an animation is taken as its Core Graphics colour for the current traits,
/// as `cgColor` gives it.
extension UIColor: Animatable {
    package var animatableValue: AnimatableValue { .color(cgColor) }
}
