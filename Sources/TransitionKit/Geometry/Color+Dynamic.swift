import Foundation

/// A colour with a light and a dark appearance, as `UIColor(dynamicProvider:)`: views resolve it
/// against their trait collection when it is set and again whenever their traits change, as
/// UIKit resolves a dynamic colour into its layer's `CGColor`.
extension Color {
    /// A colour that is `light` in light mode (and when the style is unspecified) and `dark` in dark mode.
    public convenience init(light: Color, dark: Color) {
        let light = light.resolvedColor(with: .standard), dark = dark.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha,
                  dark: SIMD4(dark.red, dark.green, dark.blue, dark.alpha))
    }

    /// Whether the colour changes with the interface style.
    public var isDynamic: Bool { darkComponents != nil }

    /// The fixed colour this one shows under `traits`, as `UIColor.resolvedColor(with:)`.
    public func resolvedColor(with traits: TraitCollection) -> Color {
        if traits.userInterfaceStyle == .dark, let dark = darkComponents {
            return Color(red: dark[0], green: dark[1], blue: dark[2], alpha: dark[3])
        }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
