import Foundation

/// A colour of four sRGB components with straight (unpremultiplied) alpha, as Core Graphics'
/// `CGColor`: immutable, so layers and animations share it by reference. `UIColor.cgColor` gives
/// one, resolved for the current traits.
///
///     layer.borderColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components in 0…1 as the renderer and the interpolations read them.
    package let red: Double, green: Double, blue: Double
    public let alpha: CGFloat

    package init(red: Double, green: Double, blue: Double, opacity: Double) {
        (self.red, self.green, self.blue, alpha) = (red, green, blue, CGFloat(opacity))
    }

    /// Components in the sRGB space, as `CGColor(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Components in another space, taken as sRGB: the space is named, never converted.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }

    /// A grey, for the engine's own drawing.
    package convenience init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: alpha)
    }

    /// A colour from 0xRRGGBB, for the engine's own drawing.
    package convenience init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [CGFloat(red), CGFloat(green), CGFloat(blue), alpha] }
    public var numberOfComponents: Int { 4 }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The same colour at `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, opacity: Double(alpha))
    }

    /// The alpha as the renderer reads it.
    package var opacity: Double { Double(alpha) }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }

    public func hash(into hasher: inout Hasher) {
        for component in [red, green, blue, Double(alpha)] { hasher.combine(component) }
    }

    public var description: String {
        "<CGColor sRGB(\(red), \(green), \(blue)) alpha \(alpha)>"
    }
}
