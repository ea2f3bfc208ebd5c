import CairoRenderer
import CWarpKernels
import Testing

/// The edge and shaded kernels against the plain arithmetic they implement: every one of a
/// pixel's 16 samples tested against all three edges, the colour taken at the centroid of
/// those inside and divided through by q channel by channel; shaded spans divided through
/// every 16 pixels and stepped between. The kernels' shortcuts (edges that cannot cut the
/// pixel are not tested, white triangles are not shaded, grey and opaque shades divide less)
/// must not change a count or a bit.
@Suite struct WarpEdgeKernelTests {
    typealias Random = WarpKernelTests.Random

    static let sampleX = [5, 11, 0, 14, 9, 2, 7, 12, 15, 3, 10, 6, 1, 13, 4, 8].map { (Double($0) + 0.5) / 16 }
    static let sampleY = [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15].map { (Double($0) + 0.5) / 16 }

    static func at(_ p: cwk_plane, _ x: Double, _ y: Double) -> Double { p.a * x + p.b * y + p.c }

    /// A triangle as the rasterizer builds one: edges in canonical orientation, planes of q,
    /// u·q, v·q and shade·q through the corners.
    static func triangle(_ corners: [(x: Double, y: Double, q: Double, u: Double, v: Double, shade: [Double])]) -> cwk_triangle? {
        let (v0, v1, v2) = (corners[0], corners[1], corners[2])
        let area = (v1.x - v0.x) * (v2.y - v0.y) - (v2.x - v0.x) * (v1.y - v0.y)
        guard abs(area) > 1e-12 else { return nil }
        func edge(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), third c: (x: Double, y: Double)) -> cwk_edge {
            let (p, q) = (a.y, a.x) < (b.y, b.x) ? (a, b) : (b, a)
            var e = cwk_edge(px: p.x, py: p.y, dx: q.x - p.x, dy: q.y - p.y, inward: 1)
            e.inward = e.dx * (c.y - e.py) - e.dy * (c.x - e.px) > 0 ? 1 : -1
            return e
        }
        func plane(_ f0: Double, _ f1: Double, _ f2: Double) -> cwk_plane {
            let a = ((f1 - f0) * (v2.y - v0.y) - (f2 - f0) * (v1.y - v0.y)) / area
            let b = ((f2 - f0) * (v1.x - v0.x) - (f1 - f0) * (v2.x - v0.x)) / area
            return cwk_plane(a: a, b: b, c: f0 - a * v0.x - b * v0.y)
        }
        let p0 = (v0.x, v0.y), p1 = (v1.x, v1.y), p2 = (v2.x, v2.y)
        func shade(_ k: Int) -> cwk_plane { plane(v0.shade[k] * v0.q, v1.shade[k] * v1.q, v2.shade[k] * v2.q) }
        return cwk_triangle(edges: (edge(p0, p1, third: p2), edge(p1, p2, third: p0), edge(p2, p0, third: p1)),
                            q: plane(v0.q, v1.q, v2.q), uq: plane(v0.u * v0.q, v1.u * v1.q, v2.u * v2.q),
                            vq: plane(v0.v * v0.q, v1.v * v1.q, v2.v * v2.q),
                            shade: (shade(0), shade(1), shade(2), shade(3)))
    }

    static func shade(_ t: cwk_triangle, _ source: cwk_source, _ x: Double, _ y: Double, q: Double) -> UInt32 {
        let color = cwk_sample(source, at(t.uq, x, y) / q, at(t.vq, x, y) / q)
        let alpha = min(1, max(0, at(t.shade.3, x, y) / q))
        func factor(_ p: cwk_plane) -> UInt32 { UInt32(min(1, max(0, at(p, x, y) / q)) * alpha * 256) }
        let (fr, fg, fb, fa) = (factor(t.shade.0), factor(t.shade.1), factor(t.shade.2), UInt32(alpha * 256))
        let a = ((color >> 24) &* fa) >> 8, r = (((color >> 16) & 0xFF) &* fr) >> 8
        let g = (((color >> 8) & 0xFF) &* fg) >> 8, b = ((color & 0xFF) &* fb) >> 8
        return a << 24 | r << 16 | g << 8 | b
    }

    static func fringe(_ t: cwk_triangle, _ source: cwk_source, shaded: Bool, x: Double, y: Double) -> (Int32, UInt32) {
        func inside(_ e: cwk_edge, _ x: Double, _ y: Double) -> Bool {
            let value = (e.dx * (y - e.py) - e.dy * (x - e.px)) * e.inward
            return value > 0 || (value == 0 && e.inward > 0)
        }
        var count: Int32 = 0
        var sx = 0.0, sy = 0.0
        for s in 0..<16 {
            let fx = x + sampleX[s], fy = y + sampleY[s]
            if inside(t.edges.0, fx, fy) && inside(t.edges.1, fx, fy) && inside(t.edges.2, fx, fy) {
                count += 1; sx += fx; sy += fy
            }
        }
        guard count > 0 else { return (0, 0) }
        let cx = sx / Double(count), cy = sy / Double(count), q = at(t.q, cx, cy)
        return (count, shaded ? shade(t, source, cx, cy, q: q) : cwk_sample(source, at(t.uq, cx, cy) / q, at(t.vq, cx, cy) / q))
    }

    /// Corners on a 1/32 grid, where sample positions lie, so edges pass exactly through samples
    /// and pixel corners; some triangles are slivers a pixel wide; q varies for perspective.
    /// Shades as effects give them: white (nothing to shade), grey and opaque (the ripple's and
    /// the page curl's darkening), grey at some alpha, and any colour at any alpha.
    enum Shade: CaseIterable { case white, greyOpaque, grey, any }

    static func corners(_ random: inout Random, white: Bool) -> [(x: Double, y: Double, q: Double, u: Double, v: Double, shade: [Double])] {
        corners(&random, shade: white ? .white : random.below(2) == 0 ? .any : random.below(2) == 0 ? .greyOpaque : .grey)
    }

    static func corners(_ random: inout Random, shade kind: Shade) -> [(x: Double, y: Double, q: Double, u: Double, v: Double, shade: [Double])] {
        let sliver = random.below(4) == 0
        let base = (x: Double(random.below(24 * 32)) / 32, y: Double(random.below(24 * 32)) / 32)
        return (0..<3).map { k in
            let reach = sliver && k == 2 ? 1.0 : 12.0
            let x = base.x + (k == 0 ? 0 : Double(random.below(Int(reach * 32))) / 32 - (sliver ? 0 : 3))
            let y = base.y + (k == 0 ? 0 : Double(random.below(Int(reach * 32))) / 32)
            func level() -> Double { random.below(3) == 0 ? 1 : random.unit() * 1.2 }
            let shade: [Double]
            switch kind {
            case .white: shade = [1, 1, 1, 1]
            case .greyOpaque: let grey = level(); shade = [grey, grey, grey, 1]
            case .grey: let grey = level(); shade = [grey, grey, grey, level()]
            case .any: shade = (0..<4).map { _ in level() }
            }
            return (x, y, 0.6 + random.unit() * 0.8, random.unit() * 40, random.unit() * 40, shade)
        }
    }

    /// A 40x40 source of noise and flat blocks drawn from `seed`, and the random stream after it.
    static func withSource(seed: UInt64, _ body: (cwk_source, inout Random) -> Void) {
        var random = Random(state: seed)
        let pixels = WarpKernelTests.source(width: 40, height: 40, random: &random)
        pixels.withUnsafeBufferPointer { buffer in
            body(cwk_source(pixels: buffer.baseAddress!, width: 40, height: 40, stride: 40), &random)
        }
    }

    @Test(arguments: 0..<24)
    func fringeMatchesEverySampleTestedAgainstEveryEdge(seed: Int) {
        Self.withSource(seed: UInt64(1000 + seed)) { source, random in
            for _ in 0..<30 {
                let shaded = random.below(2) == 0
                guard var t = Self.triangle(Self.corners(&random, white: !shaded && random.below(2) == 0)) else { continue }
                for y in -2..<40 {
                    for x in -5..<40 {
                        let expected = Self.fringe(t, source, shaded: shaded, x: Double(x), y: Double(y))
                        var color: UInt32 = 0
                        let count = cwk_fringe(&t, source, shaded ? 1 : 0, Double(x), Double(y), &color)
                        #expect(count == expected.0, "pixel (\(x), \(y)): \(count) samples inside, expected \(expected.0)")
                        if count > 0 { #expect(color == expected.1, "pixel (\(x), \(y)): colour \(color), expected \(expected.1)") }
                        if count != expected.0 || (count > 0 && color != expected.1) { return }
                    }
                }
            }
        }
    }

    /// A shaded span as its kernel documents it: every 16 pixels the source position and the
    /// shade are divided through by q exactly, and stepped between, the position in 16.16
    /// fixed point (truncating) and the shade (before it is clamped) in doubles added pixel by
    /// pixel; each pixel blends its four taps, clamped to the source, and is multiplied by the
    /// clamped shade, its colour also by alpha. The test planes keep q well away from 0, where
    /// the kernel divides each pixel on its own instead.
    static func shadedSpan(_ t: cwk_triangle, _ source: cwk_source, cy: Double, span: Range<Int>, opacity: UInt32,
                           row: [UInt32]) -> [UInt32] {
        func at(_ p: cwk_plane, _ x: Int) -> Double { Self.at(p, Double(x) + 0.5, cy) }
        func end(_ x: Int) -> (u: Int, v: Int, shade: [Double]) {
            let q = at(t.q, x), w = 1 / q
            let u = min(max(at(t.uq, x) * w - 0.5, -2), Double(source.width + 1))
            let v = min(max(at(t.vq, x) * w - 0.5, -2), Double(source.height + 1))
            return (Int(u * 65536), Int(v * 65536), [t.shade.0, t.shade.1, t.shade.2, t.shade.3].map { at($0, x) / q })
        }
        func unit(_ value: Double) -> Double { min(1, max(0, value)) }
        let pixels = UnsafeBufferPointer(start: source.pixels, count: source.stride * source.height)
        var row = row
        var x = span.lowerBound
        while x < span.upperBound {
            let n = min(16, span.upperBound - x)
            let (a, b) = (end(x), end(x + n))
            let (du, dv) = ((b.u - a.u) / n, (b.v - a.v) / n)
            let ds = zip(a.shade, b.shade).map { ($1 - $0) / Double(n) }
            var shade = a.shade
            for k in 0..<n {
                let u = a.u + du * k, v = a.v + dv * k
                func clamp(_ i: Int, _ top: Int) -> Int { min(max(i, 0), top) }
                let (x0, x1) = (clamp(u >> 16, source.width - 1), clamp((u >> 16) + 1, source.width - 1))
                let (y0, y1) = (clamp(v >> 16, source.height - 1), clamp((v >> 16) + 1, source.height - 1))
                let taps = [pixels[y0 * source.stride + x0], pixels[y0 * source.stride + x1],
                            pixels[y1 * source.stride + x0], pixels[y1 * source.stride + x1]]
                let (wx, wy) = ((u >> 8) & 0xFF, (v >> 8) & 0xFF)
                let alpha = unit(shade[3])
                let factors = [UInt32(unit(shade[0]) * alpha * 256), UInt32(unit(shade[1]) * alpha * 256),
                               UInt32(unit(shade[2]) * alpha * 256), UInt32(alpha * 256)]
                // Red, green, blue and alpha, each times its factor.
                let shifts: [UInt32] = [16, 8, 0, 24]
                var color: UInt32 = 0
                for c in 0..<4 {
                    let channel = WarpKernelTests.blend(taps, wx: wx, wy: wy, shift: shifts[c]) >> shifts[c]
                    color |= ((channel * factors[c]) >> 8) << shifts[c]
                }
                row[x + k] = WarpKernelTests.over(color, opacity: opacity, onto: row[x + k])
                for c in 0..<4 { shade[c] += ds[c] }
            }
            x += n
        }
        return row
    }

    @Test(arguments: 0..<24)
    func shadedSpanMatchesItsSteppedShading(seed: Int) {
        Self.withSource(seed: UInt64(2000 + seed)) { source, random in
            for round in 0..<20 {
                // Each kind of shade in turn: the kernel skips the divides white, grey and opaque
                // shades do not need, which must be exact.
                guard var t = Self.triangle(Self.corners(&random, shade: Shade.allCases[round % Shade.allCases.count])) else { continue }
                let opacity: UInt32 = random.below(3) == 0 ? UInt32(random.below(256)) : 255
                let row = (0..<64).map { _ in random.pixel() }
                let cy = Double(random.below(30)) + 0.5
                let start = random.below(20), end = start + random.below(44)
                let expected = Self.shadedSpan(t, source, cy: cy, span: start..<end, opacity: opacity, row: row)
                var actual = row
                actual.withUnsafeMutableBufferPointer { cwk_shaded_span($0.baseAddress!, source, &t, cy, start, end, opacity) }
                let first = actual.indices.first { actual[$0] != expected[$0] }
                #expect(first == nil, "pixel \(first ?? 0) of \(start)..<\(end): \(actual[first ?? 0]) vs \(expected[first ?? 0])")
            }
        }
    }

    /// Stepping between exact divides stays close to dividing every pixel through: within two
    /// levels a channel on a smooth source, inside triangles as a perspective turn gives them
    /// (q changing by up to a tenth across 40 pixels, the source scaled and skewed a little)
    /// with the grey shades effects use.
    @Test(arguments: 0..<8)
    func steppedShadingStaysCloseToExactShading(seed: Int) {
        var random = Random(state: UInt64(3000 + seed))
        // A smooth source (gradients), where a small shift of the sample changes little.
        let (width, height) = (48, 48)
        let pixels = (0..<(width * height)).map { i -> UInt32 in
            let (x, y) = (UInt32(i % width), UInt32(i / width))
            let red: UInt32 = (x * 5) << 16, green: UInt32 = (y * 5) << 8, blue: UInt32 = (x + y) * 2
            return 0xFF00_0000 | red | green | blue
        }
        pixels.withUnsafeBufferPointer { buffer in
            let source = cwk_source(pixels: buffer.baseAddress!, width: width, height: height, stride: width)
            var checked = 0
            for _ in 0..<40 {
                // The source mapped on with a little scale and skew, as a turning or bending
                // surface maps it.
                let (scale, skew) = (0.9 + random.unit() * 0.2, (random.unit() - 0.5) * 0.2)
                let (tiltX, tiltY) = ((random.unit() - 0.5) * 0.005, (random.unit() - 0.5) * 0.005)
                let corners = (0..<3).map { _ in
                    let (x, y, grey) = (random.unit() * 40, random.unit() * 40, 0.4 + random.unit() * 0.6)
                    return (x: x, y: y, q: 1 + tiltX * x + tiltY * y, u: 2 + x * scale + y * skew, v: 2 + y * scale - x * skew,
                            shade: [grey, grey, grey, 1.0])
                }
                guard var t = Self.triangle(corners) else { continue }
                for y in 0..<40 {
                    let cy = Double(y) + 0.5
                    let inside = (0..<40).filter { cwk_contains(&t, Double($0) + 0.5, cy) != 0 }
                    guard let first = inside.first, let last = inside.last else { continue }
                    var actual = [UInt32](repeating: 0, count: 40)
                    actual.withUnsafeMutableBufferPointer { cwk_shaded_span($0.baseAddress!, source, &t, cy, first, last + 1, 255) }
                    for x in first...last {
                        let cx = Double(x) + 0.5
                        let exact = Self.shade(t, source, cx, cy, q: Self.at(t.q, cx, cy))
                        func channel(_ pixel: UInt32, _ shift: UInt32) -> Int { Int((pixel >> shift) & 0xFF) }
                        let worst = ([0, 8, 16, 24] as [UInt32]).map { abs(channel(actual[x], $0) - channel(exact, $0)) }.max() ?? 0
                        #expect(worst <= 2, "pixel (\(x), \(y)): \(actual[x]) vs \(exact)")
                        checked += 1
                    }
                }
            }
            #expect(checked > 2000)
        }
    }

    /// The blur's division-free average gives `(total + size / 2) / size` for every box size it
    /// can meet: checked at every total for small boxes and, for large ones, on both sides of
    /// every point where the quotient steps.
    @Test func boxAverageDividesExactly() {
        for size in 1...129 {
            let average = BoxAverage(size: size)
            for total in 0...(255 * size) where average(Int32(total)) != UInt8((total + size / 2) / size) {
                Issue.record("size \(size), total \(total)")
                return
            }
        }
        for size in [131, 255, 257, 999, 2001, 4095, 4097, 40_001, 65_535] {
            let average = BoxAverage(size: size)
            for quotient in 0...255 {
                let step = quotient * size - size / 2
                let (low, high) = (max(0, step - 2), min(255 * size, step + 2))
                guard low <= high else { continue }
                for total in low...high where average(Int32(total)) != UInt8((total + size / 2) / size) {
                    Issue.record("size \(size), total \(total)")
                    return
                }
            }
        }
    }
}
