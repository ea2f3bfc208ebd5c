import CWarpKernels
import Testing

/// The C span kernel against a plain scalar reference of what it documents: positions
/// divided exactly every 16 pixels and stepped in 16.16 fixed point between, each pixel
/// blended channel by channel from its four clamped taps and composited over the target.
/// Its shortcuts (flat taps, unclamped subspans, batched divides) must not change a bit.
@Suite struct WarpKernelTests {
    /// SplitMix64, so a failure reproduces.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
        /// A premultiplied pixel: alpha first, every colour channel at most alpha.
        mutating func pixel() -> UInt32 {
            let alpha = below(4) == 0 ? 255 : below(256)
            let channel = { (r: inout Random) in UInt32(r.below(alpha + 1)) }
            return UInt32(alpha) << 24 | channel(&self) << 16 | channel(&self) << 8 | channel(&self)
        }
    }

    /// A source of noise with flat blocks, so spans cross both uniform and varied taps.
    static func source(width: Int, height: Int, random: inout Random) -> [UInt32] {
        var pixels = (0..<(width * height)).map { _ in random.pixel() }
        for _ in 0..<12 {
            let x = random.below(width - 8), y = random.below(height - 8), w = 4 + random.below(20), h = 4 + random.below(20)
            let color = random.pixel()
            for yy in y..<min(height, y + h) { for xx in x..<min(width, x + w) { pixels[yy * width + xx] = color } }
        }
        return pixels
    }

    /// One channel (at `shift`) of the bilinear blend: weights in 256ths summing to 256.
    static func blend(_ taps: [UInt32], wx: Int, wy: Int, shift: UInt32) -> UInt32 {
        let w11 = wx * wy / 256
        let weights = [256 - wx - wy + w11, wx - w11, wy - w11, w11]
        let sum = zip(taps, weights).reduce(0) { $0 + Int($1.0 >> shift & 0xFF) * $1.1 }
        return UInt32(sum / 256) << shift
    }

    /// One channel times factor/255, rounded to nearest as pixman does.
    static func scale(_ channel: UInt32, by factor: UInt32) -> UInt32 {
        let t = channel * factor + 128
        return (t + (t >> 8)) >> 8
    }

    static func over(_ color: UInt32, opacity: UInt32, onto destination: UInt32) -> UInt32 {
        let shifts: [UInt32] = [0, 8, 16, 24]
        let s = shifts.reduce(UInt32(0)) { $0 | scale(color >> $1 & 0xFF, by: opacity) << $1 }
        let alpha = s >> 24
        guard alpha != 255 else { return s }
        guard alpha != 0 else { return destination }
        return shifts.reduce(UInt32(0)) { $0 | (s >> $1 & 0xFF + scale(destination >> $1 & 0xFF, by: 255 - alpha)) << $1 }
    }

    static func reference(source: [UInt32], width: Int, height: Int, planes: [cwk_plane], cy: Double,
                          span: Range<Int>, opacity: UInt32, row: [UInt32]) -> [UInt32] {
        var row = row
        func at(_ p: cwk_plane, _ x: Double) -> Double { p.a * x + p.b * cy + p.c }
        func fixed(_ x: Int) -> (Int, Int) {
            let cx = Double(x) + 0.5, w = 1 / at(planes[0], cx)
            let u = min(max(at(planes[1], cx) * w - 0.5, -2), Double(width + 1))
            let v = min(max(at(planes[2], cx) * w - 0.5, -2), Double(height + 1))
            return (Int(u * 65536), Int(v * 65536))
        }
        var x = span.lowerBound
        while x < span.upperBound {
            let n = min(16, span.upperBound - x)
            let (u0, v0) = fixed(x), (u1, v1) = fixed(x + n)
            let du = (u1 - u0) / n, dv = (v1 - v0) / n
            for k in 0..<n {
                let u = u0 + du * k, v = v0 + dv * k
                func clamp(_ i: Int, _ top: Int) -> Int { min(max(i, 0), top) }
                let (x0, x1) = (clamp(u >> 16, width - 1), clamp((u >> 16) + 1, width - 1))
                let (y0, y1) = (clamp(v >> 16, height - 1), clamp((v >> 16) + 1, height - 1))
                let taps = [source[y0 * width + x0], source[y0 * width + x1], source[y1 * width + x0], source[y1 * width + x1]]
                let (wx, wy) = ((u >> 8) & 0xFF, (v >> 8) & 0xFF)
                let color = [0, 8, 16, 24].reduce(UInt32(0)) { $0 | blend(taps, wx: wx, wy: wy, shift: UInt32($1)) }
                row[x + k] = over(color, opacity: opacity, onto: row[x + k])
            }
            x += n
        }
        return row
    }

    @Test(arguments: 0..<40)
    func spanKernelMatchesTheScalarReference(seed: Int) {
        var random = Random(state: UInt64(seed))
        let (width, height) = (48 + random.below(80), 48 + random.below(80))
        // A plane mapping target x to source u, v with some perspective (q varies along the
        // row); the rows it reaches run past the source's edges on some seeds, so clamped
        // subspans are compared too.
        let q = cwk_plane(a: (random.unit() - 0.5) * 0.0015, b: 0, c: 1)
        let uq = cwk_plane(a: 0.05 + random.unit() * 0.6, b: 0, c: random.unit() * Double(width) * 0.3 - 4)
        let vq = cwk_plane(a: (random.unit() - 0.5) * 0.2, b: 0, c: Double(height) * (0.2 + random.unit() * 0.6))
        Self.expectSpanMatchesTheReference(width: width, height: height, planes: (q, uq, vq), random: &random)
    }

    /// A slide: one source pixel a target pixel, on the pixel grid (each sample its first tap)
    /// or off it by a fraction (every sample with the same weights), reaching past the source's
    /// left or right edge on some seeds.
    @Test(arguments: 0..<60)
    func slideSpanMatchesTheScalarReference(seed: Int) {
        var random = Random(state: UInt64(seed) &+ 1_000)
        // As wide as the row, so most of a span samples inside the source.
        let (width, height) = (560 + random.below(80), 48 + random.below(80))
        let onGrid = random.below(2) == 0
        // At a pixel centre x + 0.5, u = x + 0.5 + shift: on the grid when the shift is whole.
        let shift = Double(random.below(60)) - 30 + (onGrid ? 0 : random.unit())
        let row = Double(random.below(height - 1)) + 0.5 + (onGrid || random.below(2) == 0 ? 0 : random.unit())
        let planes = (cwk_plane(a: 0, b: 0, c: 1), cwk_plane(a: 1, b: 0, c: shift), cwk_plane(a: 0, b: 0, c: row))
        Self.expectSpanMatchesTheReference(width: width, height: height, planes: planes, random: &random)
    }

    /// `cwk_interior_span` through `planes` (q, u·q, v·q) over a random source, span, opacity
    /// and target row, against the scalar reference.
    static func expectSpanMatchesTheReference(width: Int, height: Int, planes: (cwk_plane, cwk_plane, cwk_plane),
                                              random: inout Random) {
        let source = Self.source(width: width, height: height, random: &random)
        let (q, uq, vq) = planes
        let opacity: UInt32 = random.below(3) == 0 ? UInt32(random.below(256)) : 255
        let rowLength = 600
        let start = random.below(40), end = start + 1 + random.below(rowLength - start - 1)
        let row = (0..<rowLength).map { _ in random.pixel() }
        let cy = Double(random.below(100)) + 0.5
        let expected = Self.reference(source: source, width: width, height: height, planes: [q, uq, vq], cy: cy,
                                      span: start..<end, opacity: opacity, row: row)
        var actual = row
        source.withUnsafeBufferPointer { pixels in
            actual.withUnsafeMutableBufferPointer { target in
                cwk_interior_span(target.baseAddress!, cwk_source(pixels: pixels.baseAddress!, width: width, height: height, stride: width),
                                  q, uq, vq, cy, start, end, opacity)
            }
        }
        let first = actual.indices.first { actual[$0] != expected[$0] }
        #expect(first == nil, "pixel \(first ?? 0) of span \(start)..<\(end): \(actual[first ?? 0]) vs \(expected[first ?? 0])")
    }
}
