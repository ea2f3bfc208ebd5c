import Foundation

// Core Graphics' drawing names that take its own types (`CGPath`, component colours), and the
// Core Foundation types Swift code passes to them.

/// Core Foundation's array, as `[a.cgColor, b.cgColor] as CFArray` hands colours to
/// `CGGradient`: a Swift array here.
public typealias CFArray = [Any]
/// Core Foundation's string, as colour space names are: a Swift string here.
public typealias CFString = String

/// The sRGB colour space, as `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

extension CGContext {
    public func addPath(_ path: CGPath) { addPath(path.bezierPath) }

    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        setFillColor(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        setStrokeColor(red: gray, green: gray, blue: gray, alpha: alpha)
    }
}
