/// pixelmatch's YIQ colour distance between two premultiplied pixels seen over white.
///
/// Over white a premultiplied channel shows as `255 - a + c`, so the difference of two pixels
/// is the integer `(c1 - c2) - (a1 - a2)` per channel. The formulas then follow pixelmatch 7
/// (and its numba port) term by term, so opaque pixels give bit-identical deltas and counts.
enum YIQ {
    /// The squared YIQ distance, negative when `second` is the brighter pixel (pixelmatch's sign).
    @inline(__always)
    static func delta(_ first: UInt32, _ second: UInt32) -> Double {
        let (dr, dg, db) = channelDifferences(first, second)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness (Y) difference alone, `first` minus `second`.
    @inline(__always)
    static func brightnessDelta(_ first: UInt32, _ second: UInt32) -> Double {
        let (dr, dg, db) = channelDifferences(first, second)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// The brightness of a premultiplied pixel's colour channels, for the faded diff background.
    @inline(__always)
    static func brightness(_ pixel: UInt32) -> Double {
        Double(pixel & 0xff) * 0.29889531 + Double(pixel >> 8 & 0xff) * 0.58662247
            + Double(pixel >> 16 & 0xff) * 0.11448223
    }

    /// Pixels are loaded as little-endian words: red in the low byte, alpha in the high one.
    @inline(__always)
    private static func channelDifferences(_ first: UInt32, _ second: UInt32) -> (Double, Double, Double) {
        let da = Int(first >> 24) - Int(second >> 24)
        let dr = Int(first & 0xff) - Int(second & 0xff) - da
        let dg = Int(first >> 8 & 0xff) - Int(second >> 8 & 0xff) - da
        let db = Int(first >> 16 & 0xff) - Int(second >> 16 & 0xff) - da
        return (Double(dr), Double(dg), Double(db))
    }
}
