/// The one rasterizer behind perspective warps and mesh warps: it scans triangles that map
/// target pixels back into a source image, samples the source bilinearly, and sums each
/// pixel's coverage (16 samples, edges split exactly between neighbours) and colour over all
/// triangles before writing it once, so adjacent triangles leave no seam.
///
/// Where triangles overlap, a pixel holds their coverage-weighted average; layer effects
/// that fold a surface over itself draw each sheet as its own mesh.
struct MeshRasterizer {
    /// Premultiplied ARGB32 source pixels (Cairo's layout), read only.
    struct Source {
        var pixels: UnsafePointer<UInt32>
        var width: Int, height: Int, stride: Int
    }

    /// Where results go: premultiplied ARGB32 words, transparent beforehand, covering `rect`
    /// of the target's pixel space.
    struct Target {
        var pixels: UnsafeMutablePointer<UInt32>
        var stride: Int
        var rect: PixelRect
    }

    /// Sample positions within a pixel: 16 rows and 16 columns each used once (an n-rooks
    /// pattern), so near-horizontal and near-vertical edges both get 16 coverage levels.
    static let samples: [(x: Double, y: Double)] = {
        let rows = [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]
        let columns = [5, 11, 0, 14, 9, 2, 7, 12, 15, 3, 10, 6, 1, 13, 4, 8]
        return (0..<16).map { ((Double(columns[$0]) + 0.5) / 16, (Double(rows[$0]) + 0.5) / 16) }
    }()

    let source: Source
    let shaded: Bool

    func draw(_ triangles: [WarpTriangle], into target: Target) {
        let rect = target.rect
        guard !rect.isEmpty, !triangles.isEmpty, source.width > 0, source.height > 0 else { return }
        let order = triangles.indices.sorted { triangles[$0].minY < triangles[$1].minY }
        let accumulator = UnsafeMutablePointer<Int32>.allocate(capacity: rect.width * 5)
        accumulator.initialize(repeating: 0, count: rect.width * 5)
        defer { accumulator.deallocate() }
        let sampleX = MeshRasterizer.samples.map(\.x), sampleY = MeshRasterizer.samples.map(\.y)
        var next = 0
        var active: [Int] = []
        for row in rect.y..<rect.maxY {
            let top = Double(row), bottom = top + 1
            while next < order.count, triangles[order[next]].minY < bottom {
                active.append(order[next]); next += 1
            }
            active.removeAll { triangles[$0].maxY <= top }
            guard !active.isEmpty else {
                if next == order.count { break }
                continue
            }
            var touched = (lo: Int.max, hi: Int.min)
            for index in active {
                scan(triangles[index], row: row, rect: rect, accumulator: accumulator,
                     sampleX: sampleX, sampleY: sampleY, touched: &touched)
            }
            guard touched.lo < touched.hi else { continue }
            resolve(accumulator, from: touched.lo - rect.x, to: touched.hi - rect.x,
                    row: target.pixels + (row - rect.y) * target.stride)
        }
    }

    /// Adds one triangle's part of a pixel row to the accumulator (5 ints a pixel: four
    /// channel sums weighted by sixteenths of coverage, then the coverage in sixteenths).
    @inline(__always)
    private func scan(_ t: WarpTriangle, row: Int, rect: PixelRect, accumulator: UnsafeMutablePointer<Int32>,
                      sampleX: [Double], sampleY: [Double], touched: inout (lo: Int, hi: Int)) {
        let y0 = Double(row), y1 = y0 + 1
        let top = max(y0, t.minY), bottom = min(y1, t.maxY)
        guard top <= bottom else { return }
        let a = t.span(at: top), b = t.span(at: bottom)
        var lo = min(a.lo, b.lo), hi = max(a.hi, b.hi)
        // A corner inside the row can reach beyond both crossings.
        func include(_ c: (x: Double, y: Double)) {
            if c.y > top && c.y < bottom { lo = min(lo, c.x); hi = max(hi, c.x) }
        }
        include(t.corners.0)
        include(t.corners.1)
        include(t.corners.2)
        let xStart = max(rect.x, Int(max(-1e9, lo.rounded(.down))))
        let xEnd = min(rect.maxX, Int(min(1e9, hi.rounded(.up))))
        guard xStart < xEnd else { return }
        // A pixel is whole when its four corners are inside (the triangle is convex); the
        // margin sends pixels within rounding error of an edge through the sampled path.
        var fullStart = xEnd, fullEnd = xEnd
        if t.minY <= y0 && t.maxY >= y1 {
            let margin = 1e-6
            let innerLo = max(a.lo, b.lo) + margin, innerHi = min(a.hi, b.hi) - margin
            if innerHi - innerLo >= 1 {
                fullStart = min(xEnd, max(xStart, Int(max(-1e9, innerLo.rounded(.up)))))
                fullEnd = max(fullStart, min(xEnd, Int(min(1e9, innerHi.rounded(.down)))))
            }
        }
        touched.lo = min(touched.lo, xStart)
        touched.hi = max(touched.hi, xEnd)
        let cy = y0 + 0.5
        for x in xStart..<fullStart {
            fringe(t, x: x, y: y0, slot: accumulator + (x - rect.x) * 5, sampleX: sampleX, sampleY: sampleY)
        }
        if fullStart < fullEnd {
            var cx = Double(fullStart) + 0.5
            var q = t.q.at(cx, cy), uq = t.uq.at(cx, cy), vq = t.vq.at(cx, cy)
            var slot = accumulator + (fullStart - rect.x) * 5
            for _ in fullStart..<fullEnd {
                let color = shaded ? shade(t, cx, cy, q: q) : sample(uq / q, vq / q)
                add(color, weight: 16, to: slot)
                slot += 5
                cx += 1
                q += t.q.a; uq += t.uq.a; vq += t.vq.a
            }
        }
        for x in fullEnd..<xEnd {
            fringe(t, x: x, y: y0, slot: accumulator + (x - rect.x) * 5, sampleX: sampleX, sampleY: sampleY)
        }
    }

    /// A pixel on the triangle's edge: counts the samples inside and takes the colour at
    /// their centroid, which is always inside the triangle.
    @inline(__always)
    private func fringe(_ t: WarpTriangle, x: Int, y: Double, slot: UnsafeMutablePointer<Int32>,
                        sampleX: [Double], sampleY: [Double]) {
        let px = Double(x)
        var count: Int32 = 0
        var sx = 0.0, sy = 0.0
        for s in 0..<16 {
            let fx = px + sampleX[s], fy = y + sampleY[s]
            if t.contains(fx, fy) {
                count += 1; sx += fx; sy += fy
            }
        }
        guard count > 0 else { return }
        let cx = sx / Double(count), cy = sy / Double(count)
        let q = t.q.at(cx, cy)
        let color = shaded ? shade(t, cx, cy, q: q) : sample(t.uq.at(cx, cy) / q, t.vq.at(cx, cy) / q)
        add(color, weight: count, to: slot)
    }

    /// The source colour at (u, v) multiplied by the interpolated per-vertex shade.
    @inline(__always)
    private func shade(_ t: WarpTriangle, _ x: Double, _ y: Double, q: Double) -> UInt32 {
        let color = sample(t.uq.at(x, y) / q, t.vq.at(x, y) / q)
        let alpha = min(1, max(0, t.shade.3.at(x, y) / q))
        func factor(_ p: WarpTriangle.Plane) -> UInt32 {
            UInt32(min(1, max(0, p.at(x, y) / q)) * alpha * 256)
        }
        let (fr, fg, fb, fa) = (factor(t.shade.0), factor(t.shade.1), factor(t.shade.2), UInt32(alpha * 256))
        let a = ((color >> 24) &* fa) >> 8, r = (((color >> 16) & 0xFF) &* fr) >> 8
        let g = (((color >> 8) & 0xFF) &* fg) >> 8, b = ((color & 0xFF) &* fb) >> 8
        return a << 24 | r << 16 | g << 8 | b
    }

    /// Bilinear sample at (u, v) in source pixels (pixel centres at +0.5), clamped to the edge.
    @inline(__always)
    private func sample(_ u: Double, _ v: Double) -> UInt32 {
        let fx = min(max(u - 0.5, -1), Double(source.width)), fy = min(max(v - 0.5, -1), Double(source.height))
        let x0f = fx.rounded(.down), y0f = fy.rounded(.down)
        let wx = UInt32((fx - x0f) * 256), wy = UInt32((fy - y0f) * 256)
        let x0 = Int(x0f), y0 = Int(y0f)
        let xa = min(max(x0, 0), source.width - 1), xb = min(max(x0 + 1, 0), source.width - 1)
        let ya = min(max(y0, 0), source.height - 1), yb = min(max(y0 + 1, 0), source.height - 1)
        let rowA = source.pixels + ya * source.stride, rowB = source.pixels + yb * source.stride
        let top = MeshRasterizer.lerp(rowA[xa], rowA[xb], wx)
        let bottom = MeshRasterizer.lerp(rowB[xa], rowB[xb], wx)
        return MeshRasterizer.lerp(top, bottom, wy)
    }

    /// Per-channel a + (b − a)·w/256 on two packed pixels, two channels per multiply.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        let iw = 256 &- w
        let rb = (((a & 0x00FF_00FF) &* iw &+ (b & 0x00FF_00FF) &* w) >> 8) & 0x00FF_00FF
        let ag = (((a >> 8) & 0x00FF_00FF) &* iw &+ ((b >> 8) & 0x00FF_00FF) &* w) & 0xFF00_FF00
        return rb | ag
    }

    @inline(__always)
    private func add(_ color: UInt32, weight: Int32, to slot: UnsafeMutablePointer<Int32>) {
        slot[0] &+= Int32(color >> 24) &* weight
        slot[1] &+= Int32((color >> 16) & 0xFF) &* weight
        slot[2] &+= Int32((color >> 8) & 0xFF) &* weight
        slot[3] &+= Int32(color & 0xFF) &* weight
        slot[4] &+= weight
    }

    /// Writes the accumulated pixels `lo..<hi` of a row (indices relative to the target
    /// rect) and clears them for the next row. Coverage past one pixel (overlapping
    /// triangles) averages instead of saturating.
    private func resolve(_ accumulator: UnsafeMutablePointer<Int32>, from lo: Int, to hi: Int, row: UnsafeMutablePointer<UInt32>) {
        for x in lo..<hi {
            let slot = accumulator + x * 5
            let coverage = slot[4]
            guard coverage > 0 else { continue }
            let divisor = max(16, coverage), half = divisor / 2
            let a = UInt32((slot[0] + half) / divisor), r = UInt32((slot[1] + half) / divisor)
            let g = UInt32((slot[2] + half) / divisor), b = UInt32((slot[3] + half) / divisor)
            row[x] = a << 24 | r << 16 | g << 8 | b
            slot.update(repeating: 0, count: 5)
        }
    }
}
