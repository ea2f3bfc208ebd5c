import Foundation

/// A colour space, as `CGColorSpace`: colours here are sRGB, whichever space is named.
public final class CGColorSpace: Sendable {
    public let name: String?

    public init() { name = nil }

    /// nil for an empty name, as Core Graphics answers for a name it does not know.
    public init?(name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
}

/// Colours at locations along a line or out from a centre, as `CGGradient`, which
/// `CGContext.drawLinearGradient` and `drawRadialGradient` fill with.
public final class CGGradient {
    public let colors: [CGColor]
    /// Where each colour sits, from 0 to 1; nil spreads them evenly.
    public let locations: [Double]?

    /// `colors` holds `CGColor`s (`[a.cgColor, b.cgColor] as CFArray`); `locations`, when
    /// given, one value per colour.
    public init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return nil }
        self.colors = colors
        self.locations = locations.map { pointer in (0..<colors.count).map { Double(pointer[$0]) } }
    }

    /// `count` colours given as red, green, blue and alpha components in turn.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        colors = (0..<count).map { index in
            CGColor(red: Double(components[4 * index]), green: Double(components[4 * index + 1]),
                  blue: Double(components[4 * index + 2]), alpha: Double(components[4 * index + 3]))
        }
        self.locations = locations.map { pointer in (0..<count).map { Double(pointer[$0]) } }
    }
}

/// Whether a gradient continues past its ends, as `CGGradientDrawingOptions`; here the end
/// colours always continue.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
