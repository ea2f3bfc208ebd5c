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

    let source: Source
    let shaded: Bool
    /// Opacity in 0…255, applied to everything drawn.
    let opacity: UInt32

    init(source: Source, shaded: Bool, opacity: Double) {
        self.source = source
        self.shaded = shaded
        self.opacity = UInt32((min(1, max(0, opacity)) * 255).rounded())
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
        let kernels = triangles.map(\.kernel)
        var edges = EdgeAccumulator(width: clip.width, originX: clip.x)
        defer { edges.release() }
        kernels.withUnsafeBufferPointer { kernels in
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
                    scan(triangles[index], kernels.baseAddress! + index, y: y, clip: clip, row: row, edges: &edges)
                }
                resolve(&edges, into: row)
            }
        }
    }

    /// One triangle's part of a pixel row: whole pixels go straight to the row, edge pixels
    /// to the accumulator.
    @inline(__always)
    private func scan(_ t: WarpTriangle, _ kernel: UnsafePointer<cwk_triangle>, y: Int, clip: PixelRect,
                      row: UnsafeMutablePointer<UInt32>, edges: inout EdgeAccumulator) {
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
        let shadedFlag: Int32 = shaded ? 1 : 0
        var color: UInt32 = 0
        // Edge pixels take 16 samples each, whole pixels one: the C kernels colour both.
        for x in xStart..<fullStart {
            let coverage = cwk_fringe(kernel, source, shadedFlag, Double(x), y0, &color)
            if coverage > 0 { edges.add(color, weight: coverage, at: x) }
        }
        if fullStart < fullEnd {
            if shaded {
                cwk_shaded_span(row, source, kernel, y0 + 0.5, fullStart, fullEnd, opacity)
            } else {
                // Unshaded, the kernel steps the source position in fixed point between exact
                // perspective divides.
                cwk_interior_span(row, source, kernel.pointee.q, kernel.pointee.uq, kernel.pointee.vq,
                                  y0 + 0.5, fullStart, fullEnd, opacity)
            }
        }
        for x in fullEnd..<xEnd {
            let coverage = cwk_fringe(kernel, source, shadedFlag, Double(x), y0, &color)
            if coverage > 0 { edges.add(color, weight: coverage, at: x) }
        }
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
