import Foundation
import QuartzCore

/// An sRGB colour with straight (unpremultiplied) components in 0…1, as `UIColor`, with a dark
/// appearance when it is one of the system's dynamic colours (UIColor+Dynamic.swift), and for
/// the backgrounds a lighter dark one on an elevated level (what a sheet presents). It never
/// changes once made, so it compares and hashes by its components, and its `cgColor` is made once.
///
///     let tint = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
///     layer.backgroundColor = UIColor.systemBackground.cgColor   // resolved for the current traits
open class UIColor: NSObject, @unchecked Sendable, _ExpressibleByColorLiteral {
    /// The components in light mode, or always for a fixed colour.
    package let red: Double, green: Double, blue: Double, alpha: Double
    /// The components in dark mode, for a dynamic colour; nil for a fixed one.
    package let darkComponents: SIMD4<Double>?
    /// The components in dark mode on an elevated level, where they differ from `darkComponents`.
    package let darkElevatedComponents: SIMD4<Double>?
    /// The light appearance as Core Graphics' colour.
    private let lightCGColor: CGColor
    /// The dark appearances, for a dynamic colour.
    private let darkCGColor: CGColor?
    private let darkElevatedCGColor: CGColor?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (Double(red), Double(green), Double(blue), Double(alpha))
        (darkComponents, darkElevatedComponents, darkCGColor, darkElevatedCGColor) = (nil, nil, nil, nil)
        lightCGColor = CGColor(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A colour with a dark appearance of `dark`'s components (nil for a fixed one) and, on an
    /// elevated level, of `darkElevated`'s (nil for the same as `dark`).
    package init(red: Double, green: Double, blue: Double, alpha: Double, dark: SIMD4<Double>?, darkElevated: SIMD4<Double>? = nil) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        (darkComponents, darkElevatedComponents) = (dark, dark == nil ? nil : darkElevated)
        func cgColor(_ components: SIMD4<Double>) -> CGColor {
            CGColor(red: components[0], green: components[1], blue: components[2], opacity: components[3])
        }
        lightCGColor = CGColor(red: red, green: green, blue: blue, opacity: alpha)
        darkCGColor = dark.map(cgColor)
        darkElevatedCGColor = darkElevatedComponents.map(cgColor)
    }

    /// `#colorLiteral(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A grey, as `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Core Graphics' colour for this one, resolved for `UITraitCollection.current`, as UIKit
    /// resolves it: inside a view's layout, drawing or trait change, and while a scenario builds
    /// its scene, that is the view's (or the screen's) traits.
    open var cgColor: CGColor { cgColor(for: UITraitCollection.current) }

    /// The appearance `traits` show, as Core Graphics' colour: the one place a dynamic colour
    /// picks its light, dark or dark elevated values.
    package func cgColor(for traits: UITraitCollection) -> CGColor {
        guard traits.userInterfaceStyle == .dark, let darkCGColor else { return lightCGColor }
        return traits.userInterfaceLevel == .elevated ? darkElevatedCGColor ?? darkCGColor : darkCGColor
    }

    /// Colours are equal when their components are, in every appearance (an `NSObject`, as
    /// UIKit's, so a dictionary literal of colours and fonts is one of `NSObject`s).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
            && darkComponents == other.darkComponents && darkElevatedComponents == other.darkElevatedComponents
    }

    open override var hash: Int {
        var hasher = Hasher()
        for component in [red, green, blue, alpha] { hasher.combine(component) }
        hasher.combine(darkComponents)
        hasher.combine(darkElevatedComponents)
        return hasher.finalize()
    }

    /// The same colour at `alpha`; a dynamic colour stays dynamic, every appearance at `alpha`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let alpha = Double(alpha)
        func atAlpha(_ components: SIMD4<Double>) -> SIMD4<Double> { SIMD4(components[0], components[1], components[2], alpha) }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha, dark: darkComponents.map(atAlpha),
                       darkElevated: darkElevatedComponents.map(atAlpha))
    }

    /// A fixed colour of `color`'s components.
    package convenience init(_ color: CGColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity, dark: nil)
    }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
