/// pixelmatch 7's YIQ colour distance between two straight RGBA pixels.
///
/// Opaque pixels are compared channel by channel. When either is translucent, both are blended
/// over a background colour that pixelmatch 7 picks per pixel position (red 48, green and blue
/// 48 or 207 by the golden ratio: a fine checkerboard), so a change of alpha alone, such as
/// opaque white turning transparent, still shows. The formulas follow pixelmatch 7 term by
/// term, so deltas and counts are bit-identical.
enum YIQ {
    /// The squared YIQ distance, negative when `second` is the brighter pixel (pixelmatch's sign).
    /// `position` is the first pixel's byte offset (`4 × index`), which picks the background.
    @inline(__always)
    static func delta(_ first: UInt32, _ second: UInt32, position: Int) -> Double {
        let (dr, dg, db) = channelDifferences(first, second, position: position)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference alone, `first` minus `second`, over `first`'s background.
    @inline(__always)
    static func brightnessDelta(_ first: UInt32, _ second: UInt32, position: Int) -> Double {
        let (dr, dg, db) = channelDifferences(first, second, position: position)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// The brightness of a straight pixel's colour channels, for the faded diff background.
    @inline(__always)
    static func brightness(_ pixel: UInt32) -> Double {
        Double(pixel & 0xff) * 0.29889531 + Double(pixel >> 8 & 0xff) * 0.58662247
            + Double(pixel >> 16 & 0xff) * 0.11448223
    }

    /// pixelmatch 7's background channel for a byte offset: 48 or 207. Byte offsets are multiples
    /// of 4, so red is always 48; green and blue alternate at golden-ratio spacings.
    @inline(__always)
    static func background(_ position: Int) -> (Double, Double, Double) {
        func shade(_ index: Int) -> Double { Double(48 + 159 * (index % 2)) }
        return (shade(position),
                shade(Int(Double(position) / 1.618033988749895)),
                shade(Int(Double(position) / 2.618033988749895)))
    }

    /// Pixels are loaded as little-endian words: red in the low byte, alpha in the high one.
    @inline(__always)
    private static func channelDifferences(_ first: UInt32, _ second: UInt32, position: Int) -> (Double, Double, Double) {
        let (a1, a2) = (Int(first >> 24), Int(second >> 24))
        let (r1, g1, b1) = (Int(first & 0xff), Int(first >> 8 & 0xff), Int(first >> 16 & 0xff))
        let (r2, g2, b2) = (Int(second & 0xff), Int(second >> 8 & 0xff), Int(second >> 16 & 0xff))
        guard a1 < 255 || a2 < 255 else { return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2)) }
        let (rb, gb, bb) = background(position)
        let da = Double(a1 - a2)
        return ((Double(r1 * a1 - r2 * a2) - rb * da) / 255,
                (Double(g1 * a1 - g2 * a2) - gb * da) / 255,
                (Double(b1 * a1 - b2 * a2) - bb * da) / 255)
    }
}
