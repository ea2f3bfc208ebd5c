import Foundation
import QuartzCore

/// `UIColor`'s other initializers, its component accessors and the colours that are names for others.
extension UIColor {
    /// Display P3 components, taken as sRGB (the difference is outside what a golden shows).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6, s = Double(saturation), v = Double(brightness)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) { self.init(cgColor) }

    /// A colour from 0xRRGGBB, for the harness's own scenes. UIKit has no such initializer, so
    /// it is not public: the `init(hex:)` an app declares on `UIColor` meets no other.
    package convenience init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The colour set `name` of an asset catalog in the main bundle or a package's resource
    /// bundle (AssetCatalog.swift), with its dark appearance; nil when no catalog has it, as on iOS.
    ///
    ///     let brand = UIColor(named: "Brand", in: .module, compatibleWith: nil)
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` of `bundle`'s asset catalogs (every resource bundle's when nil),
    /// resolved for `traitCollection` when one is given, else dynamic like the system colours.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = BundledImage.asset(named: name, kind: "colorset", in: bundle),
              let (light, dark) = AssetCatalog.color(in: set) else { return nil }
        if let traitCollection, traitCollection.userInterfaceStyle == .dark, let dark {
            self.init(red: dark[0], green: dark[1], blue: dark[2], alpha: dark[3], dark: nil)
        } else if traitCollection != nil {
            self.init(red: light[0], green: light[1], blue: light[2], alpha: light[3], dark: nil)
        } else {
            self.init(red: light[0], green: light[1], blue: light[2], alpha: light[3], dark: dark)
        }
    }

    /// A tiled image as a colour: its average is not known here, so a mid grey.
    public convenience init(patternImage image: UIImage) { self.init(white: 0.5, alpha: 1) }

    /// A colour with light and dark appearances: the provider is asked once for each, and views
    /// resolve the result against their traits (`UIColor+Dynamic.swift`).
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        self.init(light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)),
                  dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)))
    }



    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat(0.299 * red + 0.587 * green + 0.114 * blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maxValue = max(red, green, blue), minValue = min(red, green, blue), delta = maxValue - minValue
        var h = 0.0
        if delta > 0 {
            switch maxValue {
            case red: h = ((green - blue) / delta).truncatingRemainder(dividingBy: 6)
            case green: h = (blue - red) / delta + 2
            default: h = (red - green) / delta + 4
            }
            h = (h < 0 ? h + 6 : h) / 6
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maxValue > 0 ? delta / maxValue : 0)
        brightness?.pointee = CGFloat(maxValue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    /// The colour the current image context fills or strokes with next.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    public func set() {
        setFill()
        setStroke()
    }

    public static let link = systemBlue
    public static let tintColor = systemBlue
    public static let groupTableViewBackground = systemGroupedBackground
}

