/// Converts between straight and premultiplied RGBA with pixman's integer formulas, so a PNG
/// written from Cairo output and read back gives the very same bytes.
package enum Premultiplication {
    /// `unpremultiplyTable[a << 8 | c]` is Cairo's `(c * 255 + a / 2) / a`, clamped for c > a.
    private static let unpremultiplyTable: [UInt8] = (0..<65536).map { index in
        let (alpha, colour) = (index >> 8, index & 0xff)
        guard alpha > 0 else { return 0 }
        return UInt8(min(255, (colour * 255 + alpha / 2) / alpha))
    }

    /// pixman's MUL_UN8: the exactly rounded `c * a / 255`.
    @inline(__always)
    package static func multiply(_ colour: UInt8, _ alpha: UInt8) -> UInt8 {
        let t = UInt32(colour) * UInt32(alpha) + 0x80
        return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
    }

    /// Whether every alpha byte is 255. Rendered frames usually are, and then both conversions
    /// are the identity; the branch-free AND lets the compiler vectorize the scan.
    package static func isOpaque(_ pixels: [UInt8]) -> Bool {
        pixels.withUnsafeBufferPointer { p in
            var alphas: UInt8 = 0xff
            for i in stride(from: 3, to: p.count, by: 4) { alphas &= p[i] }
            return alphas == 0xff
        }
    }

    /// Premultiplies straight RGBA in place.
    package static func premultiply(_ pixels: inout [UInt8]) {
        if isOpaque(pixels) { return }
        pixels.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) {
                let alpha = p[i + 3]
                if alpha == 255 { continue }
                p[i] = multiply(p[i], alpha)
                p[i + 1] = multiply(p[i + 1], alpha)
                p[i + 2] = multiply(p[i + 2], alpha)
            }
        }
    }

    /// Straight RGBA from premultiplied; fully transparent pixels become (0, 0, 0, 0).
    package static func unpremultiplied(_ pixels: [UInt8]) -> [UInt8] {
        if isOpaque(pixels) { return pixels }
        var straight = pixels
        unpremultiplyTable.withUnsafeBufferPointer { table in
            straight.withUnsafeMutableBufferPointer { p in
                for i in stride(from: 0, to: p.count, by: 4) {
                    let alpha = p[i + 3]
                    if alpha == 255 { continue }
                    let row = Int(alpha) << 8
                    p[i] = table[row | Int(p[i])]
                    p[i + 1] = table[row | Int(p[i + 1])]
                    p[i + 2] = table[row | Int(p[i + 2])]
                }
            }
        }
        return straight
    }
}
