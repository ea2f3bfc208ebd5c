import CWarpKernels

/// The rasterizer behind every `WarpMesh`: it scans triangles that map target pixels back
/// into a source image and samples the source bilinearly. Pixels wholly
/// inside a triangle are composited at once; pixels on an edge are sampled 16 times, edges
/// split exactly between the triangles that share them, and their coverage and colour are
/// summed over all triangles of the row before the pixel is composited once, so adjacent
/// triangles leave no seam.
///
/// Where triangles of one mesh overlap, they composite over one another in order; effects
/// that fold a surface over itself should still draw each sheet as its own mesh, back to front.
struct MeshRasterizer {
    /// Premultiplied ARGB32 source pixels (Cairo's layout), read only.
    typealias Source = cwk_source

    /// Premultiplied ARGB32 target pixels whose first word is pixel `origin` of the target's
    /// pixel space; only `clip` is written.
    struct Target {
        var pixels: UnsafeMutablePointer<UInt32>
        var stride: Int
        var origin: (x: Int, y: Int)
        var clip: PixelRect

        func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
            pixels + (y - origin.y) * stride - origin.x
        }
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
    /// Opacity in 0…255, applied to everything drawn.
    let opacity: UInt32
    private let sampleX: [Double], sampleY: [Double]

    init(source: Source, shaded: Bool, opacity: Double) {
        self.source = source
        self.shaded = shaded
        self.opacity = UInt32((min(1, max(0, opacity)) * 255).rounded())
        sampleX = MeshRasterizer.samples.map(\.x)
        sampleY = MeshRasterizer.samples.map(\.y)
    }

    /// Edge pixels of the current row: their sums (four channels weighted by sixteenths of
    /// coverage, then the coverage in sixteenths, 5 ints a pixel) and which ones are in use.
    private struct EdgeAccumulator {
        let sums: UnsafeMutablePointer<Int32>
        let used: UnsafeMutablePointer<Int>
        var count = 0
        let originX: Int

        init(width: Int, originX: Int) {
            sums = .allocate(capacity: width * 5)
            sums.initialize(repeating: 0, count: width * 5)
            used = .allocate(capacity: width)
            self.originX = originX
        }

        func release() {
            sums.deallocate()
            used.deallocate()
        }

        mutating func add(_ color: UInt32, weight: Int32, at x: Int) {
            let slot = sums + (x - originX) * 5
            if slot[4] == 0 {
                used[count] = x
                count += 1
            }
            slot[0] &+= Int32(color >> 24) &* weight
            slot[1] &+= Int32((color >> 16) & 0xFF) &* weight
            slot[2] &+= Int32((color >> 8) & 0xFF) &* weight
            slot[3] &+= Int32(color & 0xFF) &* weight
            slot[4] &+= weight
        }
    }

    func draw(_ triangles: [WarpTriangle], into target: Target) {
        let clip = target.clip
        guard !clip.isEmpty, !triangles.isEmpty, source.width > 0, source.height > 0, opacity > 0 else { return }
        let order = triangles.indices.sorted { triangles[$0].minY < triangles[$1].minY }
        var edges = EdgeAccumulator(width: clip.width, originX: clip.x)
        defer { edges.release() }
        var next = 0
        var active: [Int] = []
        for y in clip.y..<clip.maxY {
            let top = Double(y), bottom = top + 1
            while next < order.count, triangles[order[next]].minY < bottom {
                active.append(order[next]); next += 1
            }
            active.removeAll { triangles[$0].maxY <= top }
            guard !active.isEmpty else {
                if next == order.count { break }
                continue
            }
            let row = target.row(y)
            for index in active {
                scan(triangles[index], y: y, clip: clip, row: row, edges: &edges)
            }
            resolve(&edges, into: row)
        }
    }

    /// One triangle's part of a pixel row: whole pixels go straight to the row, edge pixels
    /// to the accumulator.
    @inline(__always)
    private func scan(_ t: WarpTriangle, y: Int, clip: PixelRect, row: UnsafeMutablePointer<UInt32>,
                      edges: inout EdgeAccumulator) {
        let y0 = Double(y), y1 = y0 + 1
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
        let xStart = max(clip.x, Int(max(-1e9, lo.rounded(.down))))
        let xEnd = min(clip.maxX, Int(min(1e9, hi.rounded(.up))))
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
        for x in xStart..<fullStart { fringe(t, x: x, y: y0, edges: &edges) }
        if fullStart < fullEnd {
            if shaded {
                let cy = y0 + 0.5
                var cx = Double(fullStart) + 0.5
                for x in fullStart..<fullEnd {
                    cwk_composite(shade(t, cx, cy, q: t.q.at(cx, cy)), opacity, row + x)
                    cx += 1
                }
            } else {
                interior(t, from: fullStart, to: fullEnd, centreY: y0 + 0.5, row: row)
            }
        }
        for x in fullEnd..<xEnd { fringe(t, x: x, y: y0, edges: &edges) }
    }

    /// Whole pixels of a span, unshaded: the C kernel steps the source position in fixed
    /// point between exact perspective divides.
    @inline(__always)
    private func interior(_ t: WarpTriangle, from start: Int, to end: Int, centreY cy: Double, row: UnsafeMutablePointer<UInt32>) {
        func plane(_ p: WarpTriangle.Plane) -> cwk_plane { cwk_plane(a: p.a, b: p.b, c: p.c) }
        cwk_interior_span(row, source, plane(t.q), plane(t.uq), plane(t.vq), cy, start, end, opacity)
    }

    /// A pixel on the triangle's edge: counts the samples inside and takes the colour at
    /// their centroid, which is always inside the triangle.
    @inline(__always)
    private func fringe(_ t: WarpTriangle, x: Int, y: Double, edges: inout EdgeAccumulator) {
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
        edges.add(color, weight: count, at: x)
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
        cwk_sample(source, u, v)
    }

    /// Composites the row's edge pixels and clears them for the next row. Coverage past one
    /// pixel (overlapping triangles) averages instead of saturating.
    private func resolve(_ edges: inout EdgeAccumulator, into row: UnsafeMutablePointer<UInt32>) {
        for k in 0..<edges.count {
            let x = edges.used[k]
            let slot = edges.sums + (x - edges.originX) * 5
            let coverage = slot[4]
            let color: UInt32
            if coverage <= 16 {
                // Sixteenths of coverage: a shift, not a division, for nearly every pixel.
                color = UInt32((slot[0] + 8) >> 4) << 24 | UInt32((slot[1] + 8) >> 4) << 16
                    | UInt32((slot[2] + 8) >> 4) << 8 | UInt32((slot[3] + 8) >> 4)
            } else {
                let half = coverage / 2
                color = UInt32((slot[0] + half) / coverage) << 24 | UInt32((slot[1] + half) / coverage) << 16
                    | UInt32((slot[2] + half) / coverage) << 8 | UInt32((slot[3] + half) / coverage)
            }
            cwk_composite(color, opacity, row + x)
            slot.update(repeating: 0, count: 5)
        }
        edges.count = 0
    }
}
