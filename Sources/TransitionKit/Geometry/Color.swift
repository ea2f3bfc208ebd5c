import Foundation

/// An sRGB colour with straight (unpremultiplied) components in 0…1, as `UIColor`: a class, as
/// UIKit's is, so code that extends it with `convenience init`s compiles; it never changes once
/// made, so it compares and hashes by its components.
public final class Color: Hashable, Sendable {
    public let red: Double, green: Double, blue: Double, alpha: Double
    /// The components in dark mode, for a dynamic colour (Color+Dynamic.swift); nil for a fixed one.
    package let darkComponents: SIMD4<Double>?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha, darkComponents) = (red, green, blue, alpha, nil)
    }

    /// A colour with a dark appearance of `dark`'s components (nil for a fixed one).
    package init(red: Double, green: Double, blue: Double, alpha: Double, dark: SIMD4<Double>?) {
        (self.red, self.green, self.blue, self.alpha, darkComponents) = (red, green, blue, alpha, dark)
    }

    /// A grey, as `UIColor(white:alpha:)`.
    public convenience init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static func == (lhs: Color, rhs: Color) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha) && lhs.darkComponents == rhs.darkComponents
    }

    public func hash(into hasher: inout Hasher) {
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        hasher.combine(darkComponents)
    }

    /// A colour from 0xRRGGBB. Disfavoured, so the `init(hex:)` an app declares on `UIColor`
    /// (UIKit has none) is the one its code calls.
    @_disfavoredOverload
    public convenience init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour at `alpha`; a dynamic colour stays dynamic, both appearances at `alpha`.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha, dark: darkComponents.map { SIMD4($0[0], $0[1], $0[2], alpha) })
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let darkGray = Color(white: 1.0 / 3)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 2.0 / 3)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
