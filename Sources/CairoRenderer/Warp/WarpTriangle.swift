import CWarpKernels

/// One corner of a triangle for the warp rasterizer: where it lands on the target (pixels),
/// its homogeneous weight q = 1/w there, where it samples the source (pixels), and its shade.
struct WarpVertex {
    var x: Double, y: Double
    var q: Double = 1
    var u: Double, v: Double
    var shade: SIMD4<Double> = SIMD4(1, 1, 1, 1)
}

/// A triangle prepared for scanning: its edge functions, kept in a canonical orientation so
/// that two triangles sharing an edge evaluate it bit for bit alike and split its samples
/// exactly between them, and the screen-linear planes of q, u·q, v·q and shade·q.
struct WarpTriangle {
    /// An edge from p to q, p before q in (y, x) order; `inward` is +1 or −1.
    struct Edge {
        var px: Double, py: Double, dx: Double, dy: Double, inward: Double

        @inline(__always) func value(_ x: Double, _ y: Double) -> Double {
            dx * (y - py) - dy * (x - px)
        }
    }

    /// a·x + b·y + c.
    struct Plane {
        var a: Double, b: Double, c: Double
    }

    var edges: (Edge, Edge, Edge)
    var corners: ((x: Double, y: Double), (x: Double, y: Double), (x: Double, y: Double))
    var minX: Double, maxX: Double, minY: Double, maxY: Double
    var q: Plane, uq: Plane, vq: Plane
    var shade: (Plane, Plane, Plane, Plane)

    /// nil for a triangle with no area or non-finite corners.
    init?(_ v0: WarpVertex, _ v1: WarpVertex, _ v2: WarpVertex) {
        let area = (v1.x - v0.x) * (v2.y - v0.y) - (v2.x - v0.x) * (v1.y - v0.y)
        guard area.isFinite, abs(area) > 1e-12 else { return nil }
        func edge(_ a: WarpVertex, _ b: WarpVertex, third c: WarpVertex) -> Edge {
            let (p, q) = (a.y, a.x) < (b.y, b.x) ? (a, b) : (b, a)
            var e = Edge(px: p.x, py: p.y, dx: q.x - p.x, dy: q.y - p.y, inward: 1)
            e.inward = e.value(c.x, c.y) > 0 ? 1 : -1
            return e
        }
        edges = (edge(v0, v1, third: v2), edge(v1, v2, third: v0), edge(v2, v0, third: v1))
        corners = ((v0.x, v0.y), (v1.x, v1.y), (v2.x, v2.y))
        minX = min(v0.x, v1.x, v2.x)
        maxX = max(v0.x, v1.x, v2.x)
        minY = min(v0.y, v1.y, v2.y)
        maxY = max(v0.y, v1.y, v2.y)
        func plane(_ f0: Double, _ f1: Double, _ f2: Double) -> Plane {
            let a = ((f1 - f0) * (v2.y - v0.y) - (f2 - f0) * (v1.y - v0.y)) / area
            let b = ((f2 - f0) * (v1.x - v0.x) - (f1 - f0) * (v2.x - v0.x)) / area
            return Plane(a: a, b: b, c: f0 - a * v0.x - b * v0.y)
        }
        q = plane(v0.q, v1.q, v2.q)
        uq = plane(v0.u * v0.q, v1.u * v1.q, v2.u * v2.q)
        vq = plane(v0.v * v0.q, v1.v * v1.q, v2.v * v2.q)
        let s0 = v0.shade * v0.q, s1 = v1.shade * v1.q, s2 = v2.shade * v2.q
        shade = (plane(s0.x, s1.x, s2.x), plane(s0.y, s1.y, s2.y), plane(s0.z, s1.z, s2.z), plane(s0.w, s1.w, s2.w))
    }

    /// The triangle as the C kernels that colour its pixels take it.
    var kernel: cwk_triangle {
        func edge(_ e: Edge) -> cwk_edge { cwk_edge(px: e.px, py: e.py, dx: e.dx, dy: e.dy, inward: e.inward) }
        func plane(_ p: Plane) -> cwk_plane { cwk_plane(a: p.a, b: p.b, c: p.c) }
        return cwk_triangle(edges: (edge(edges.0), edge(edges.1), edge(edges.2)), q: plane(q), uq: plane(uq), vq: plane(vq),
                            shade: (plane(shade.0), plane(shade.1), plane(shade.2), plane(shade.3)))
    }

    /// The x-interval where the horizontal line at `y` (within minY…maxY) crosses the triangle.
    func span(at y: Double) -> (lo: Double, hi: Double) {
        var lo = Double.infinity, hi = -Double.infinity
        func cross(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) {
            guard min(a.y, b.y) <= y, y <= max(a.y, b.y) else { return }
            if a.y == b.y {
                lo = min(lo, a.x, b.x); hi = max(hi, a.x, b.x)
            } else {
                let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
                lo = min(lo, x); hi = max(hi, x)
            }
        }
        cross(corners.0, corners.1)
        cross(corners.1, corners.2)
        cross(corners.2, corners.0)
        return (lo, hi)
    }
}
