import CWarpKernels

/// The rasterizer behind every `WarpMesh`: it scans triangles that map target pixels back
/// into a source image and samples the source bilinearly.
///
/// Triangles that share an edge tile the surface between them, so a pixel inside the mesh
/// takes one sample, at its centre, from the one triangle that contains the centre (a centre
/// exactly on a shared edge belongs to one side only): the edges inside a mesh cost nothing
/// extra and leave no seam, as a GPU draws a mesh. Only the outline, the edges no other
/// triangle shares, is anti-aliased: a pixel it crosses is sampled 16 times, each sample
/// going to the triangle that contains it, and the coverage and colour of all triangles of
/// the row are summed before the pixel is composited once.
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

    /// The pixels of the current row that an outline edge may cross, which every triangle
    /// samples 16 times; the rest of the row is sampled once, at pixel centres.
    private struct OutlineMarks {
        let marked: UnsafeMutablePointer<Bool>
        let list: UnsafeMutablePointer<Int>
        var count = 0
        let originX: Int, width: Int

        init(width: Int, originX: Int) {
            marked = .allocate(capacity: width)
            marked.initialize(repeating: false, count: width)
            list = .allocate(capacity: width)
            (self.originX, self.width) = (originX, width)
        }

        func release() {
            marked.deallocate()
            list.deallocate()
        }

        /// The position in `list`, once sorted, of the first marked pixel at or after `x`.
        @inline(__always) func firstIndex(atOrAfter x: Int) -> Int {
            var (low, high) = (0, count)
            while low < high {
                let middle = (low + high) / 2
                if list[middle] < x { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// Marks every pixel of the row band `top...bottom` the edge's segment touches, and
        /// the pixels beside them where it runs along a pixel boundary.
        mutating func mark(_ e: WarpTriangle.Edge, top: Double, bottom: Double) {
            let (qx, qy) = (e.px + e.dx, e.py + e.dy)
            guard e.py <= bottom, qy >= top else { return }
            var lo = min(e.px, qx), hi = max(e.px, qx)
            if e.dy > 0 {
                let x0 = e.px + e.dx * ((max(top, e.py) - e.py) / e.dy)
                let x1 = e.px + e.dx * ((min(bottom, qy) - e.py) / e.dy)
                (lo, hi) = (min(x0, x1), max(x0, x1))
            }
            let first = max(originX, Int(max(-1e9, (lo - 1e-6).rounded(.down))))
            let end = min(originX + width, Int(min(1e9, (hi + 1e-6).rounded(.up))))
            guard first < end else { return }
            for x in first..<end where !marked[x - originX] {
                marked[x - originX] = true
                list[count] = x
                count += 1
            }
        }

        /// Puts the row's marked pixels in order, left to right, for the scans to walk.
        func sort() {
            var ordered = UnsafeMutableBufferPointer(start: list, count: count)
            ordered.sort()
        }

        mutating func clear() {
            for k in 0..<count { marked[list[k] - originX] = false }
            count = 0
        }
    }

    func draw(_ triangles: [WarpTriangle], into target: Target) {
        let clip = target.clip
        guard !clip.isEmpty, !triangles.isEmpty, source.width > 0, source.height > 0, opacity > 0 else { return }
        let order = triangles.indices.sorted { triangles[$0].minY < triangles[$1].minY }
        let kernels = triangles.map(\.kernel)
        let outline = Self.outlineEdges(of: triangles)
        var edges = EdgeAccumulator(width: clip.width, originX: clip.x)
        var marks = OutlineMarks(width: clip.width, originX: clip.x)
        defer {
            edges.release()
            marks.release()
        }
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
                for index in active {
                    let t = triangles[index], on = outline[index]
                    if on & 0b001 != 0 { marks.mark(t.edges.0, top: top, bottom: bottom) }
                    if on & 0b010 != 0 { marks.mark(t.edges.1, top: top, bottom: bottom) }
                    if on & 0b100 != 0 { marks.mark(t.edges.2, top: top, bottom: bottom) }
                }
                marks.sort()
                let row = target.row(y)
                for index in active {
                    scan(triangles[index], kernels.baseAddress! + index, y: y, clip: clip, row: row, marks: marks, edges: &edges)
                }
                resolve(&edges, into: row)
                marks.clear()
            }
        }
    }

    /// Per triangle, which of its edges are on the mesh's outline, bit k for edge k: all but
    /// those another triangle shares with it from the other side. Shared edges are found by their
    /// canonical form, which two triangles with the same corners compute bit for bit alike.
    static func outlineEdges(of triangles: [WarpTriangle]) -> [UInt8] {
        struct Key: Hashable {
            let px: UInt64, py: UInt64, dx: UInt64, dy: UInt64
            init(_ e: WarpTriangle.Edge) {
                (px, py, dx, dy) = (e.px.bitPattern, e.py.bitPattern, e.dx.bitPattern, e.dy.bitPattern)
            }
        }
        var outline = [UInt8](repeating: 0b111, count: triangles.count)
        guard triangles.count > 1 else { return outline }
        var unpaired: [Key: (triangle: Int, slot: Int, inward: Double)] = [:]
        unpaired.reserveCapacity(triangles.count * 2)
        for (index, t) in triangles.enumerated() {
            for slot in 0..<3 {
                let edge = slot == 0 ? t.edges.0 : slot == 1 ? t.edges.1 : t.edges.2
                let key = Key(edge)
                if let other = unpaired[key], other.inward != edge.inward {
                    outline[other.triangle] &= ~(1 << other.slot)
                    outline[index] &= ~(1 << slot)
                    unpaired[key] = nil
                } else {
                    unpaired[key] = (index, slot, edge.inward)
                }
            }
        }
        return outline
    }

    /// One triangle's part of a pixel row: pixels an outline edge may cross go to the
    /// accumulator, 16 samples each; the pixels whose centres it contains go straight to the row.
    @inline(__always)
    private func scan(_ t: WarpTriangle, _ kernel: UnsafePointer<cwk_triangle>, y: Int, clip: PixelRect,
                      row: UnsafeMutablePointer<UInt32>, marks: OutlineMarks, edges: inout EdgeAccumulator) {
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
        let (centreStart, centreEnd) = centres(of: t, kernel, y: y0 + 0.5, within: xStart, xEnd)
        if marks.count == 0 {
            fill(kernel, row: row, y: y0 + 0.5, from: centreStart, to: centreEnd)
            return
        }
        let shadedFlag: Int32 = shaded ? 1 : 0
        var color: UInt32 = 0
        // From one marked pixel to the next: the runs between them are filled whole.
        var x = xStart, next = marks.firstIndex(atOrAfter: xStart)
        while x < xEnd {
            let mark = next < marks.count ? marks.list[next] : xEnd
            if mark == x {
                let coverage = cwk_fringe(kernel, source, shadedFlag, Double(x), y0, &color)
                if coverage > 0 { edges.add(color, weight: coverage, at: x) }
                x += 1
                next += 1
                continue
            }
            let runEnd = min(mark, xEnd)
            fill(kernel, row: row, y: y0 + 0.5, from: max(x, centreStart), to: min(runEnd, centreEnd))
            x = runEnd
        }
    }

    /// The pixels of `start..<end` whose centres on the row at `y` the triangle contains, as
    /// `cwk_contains` judges them: found from where the row crosses the triangle, then settled
    /// by the exact test at each end (along a row they are one run, the triangle being convex).
    @inline(__always)
    private func centres(of t: WarpTriangle, _ kernel: UnsafePointer<cwk_triangle>, y: Double,
                         within start: Int, _ end: Int) -> (Int, Int) {
        guard t.minY <= y, y <= t.maxY else { return (end, end) }
        let crossing = t.span(at: y)
        guard crossing.lo <= crossing.hi else { return (end, end) }
        func inside(_ x: Int) -> Bool { cwk_contains(kernel, Double(x) + 0.5, y) != 0 }
        var first = min(end, max(start, Int(max(-1e9, (crossing.lo - 0.5).rounded(.up)))))
        var last = min(end, max(first, Int(min(1e9, (crossing.hi - 0.5).rounded(.down))) + 1))
        if first == last, first < end, inside(first) { last = first + 1 }
        while first < last && !inside(first) { first += 1 }
        while last > first && !inside(last - 1) { last -= 1 }
        guard first < last else { return (end, end) }
        while first > start && inside(first - 1) { first -= 1 }
        while last < end && inside(last) { last += 1 }
        return (first, last)
    }

    /// Colours whole pixels `start..<end` of the row, one sample each at its centre.
    @inline(__always)
    private func fill(_ kernel: UnsafePointer<cwk_triangle>, row: UnsafeMutablePointer<UInt32>, y: Double,
                      from start: Int, to end: Int) {
        guard start < end else { return }
        if shaded {
            cwk_shaded_span(row, source, kernel, y, start, end, opacity)
        } else {
            // Unshaded, the kernel steps the source position in fixed point between exact
            // perspective divides.
            cwk_interior_span(row, source, kernel.pointee.q, kernel.pointee.uq, kernel.pointee.vq, y, start, end, opacity)
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
