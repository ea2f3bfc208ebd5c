import CPixels

/// Converts between straight and premultiplied RGBA with pixman's integer formulas, so a PNG
/// written from Cairo output and read back gives the very same bytes. The whole-image loops are
/// in C (CPixels), which stays fast in a user's debug build.
package enum Premultiplication {
    /// pixman's MUL_UN8: the exactly rounded `c * a / 255`.
    @inline(__always)
    package static func multiply(_ colour: UInt8, _ alpha: UInt8) -> UInt8 {
        let t = UInt32(colour) * UInt32(alpha) + 0x80
        return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
    }

    /// Whether every alpha byte is 255. Rendered frames usually are, and then both conversions
    /// are the identity.
    package static func isOpaque(_ pixels: [UInt8]) -> Bool {
        pixels.withUnsafeBufferPointer { cpx_is_opaque($0.baseAddress, $0.count) }
    }

    /// Premultiplies straight RGBA in place.
    package static func premultiply(_ pixels: inout [UInt8]) {
        if isOpaque(pixels) { return }
        pixels.withUnsafeMutableBufferPointer { cpx_premultiply($0.baseAddress, $0.count) }
    }

    /// Straight RGBA from premultiplied; fully transparent pixels become (0, 0, 0, 0).
    package static func unpremultiplied(_ pixels: [UInt8]) -> [UInt8] {
        if isOpaque(pixels) { return pixels }
        var straight = pixels
        straight.withUnsafeMutableBufferPointer { cpx_unpremultiply($0.baseAddress, $0.count) }
        return straight
    }
}
