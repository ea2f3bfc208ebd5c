import TransitionKit

/// Draws a layer whose map to the canvas has perspective, as Core Animation flattens a layer
/// into its plane: the subtree is drawn offscreen in the layer's own coordinates at the pixel
/// density it will be shown at, then warped onto the canvas by the projective map, clipped
/// to w > 0 so nothing behind the eye is drawn. A layer facing away is culled unless
/// double-sided, whose back shows its content mirrored, as the warp naturally gives.
struct PlaneFlattener {
    let painter: LayerPainter

    /// Homogeneous w below which geometry counts as at or behind the eye.
    static let nearPlane = 1e-3
    /// Offscreen planes are at most this many pixels a side; denser planes are drawn coarser.
    static let maxPlaneSide = 4096.0

    func paint(_ layer: Layer, transform: Projective, on canvas: Canvas) {
        guard let local = ContentBounds.of(layer), local.width > 0, local.height > 0 else { return }
        let corners: [(Double, Double)] = [(local.minX, local.minY), (local.maxX, local.minY), (local.maxX, local.maxY), (local.minX, local.maxY)]
        // Facing: the sign of the map's Jacobian where w > 0, which is the determinant's sign.
        if !layer.isDoubleSided && transform.determinant < 0 { return }
        let density = PlaneFlattener.density(of: transform, at: corners, cap: painter.deviceScale)
        guard density > 0 else { return }
        let scale = min(density, PlaneFlattener.maxPlaneSide / max(local.width, local.height))
        guard let planeRect = PixelRect.enclosing(minX: local.minX * scale, minY: local.minY * scale,
                                                  maxX: local.maxX * scale, maxY: local.maxY * scale) else { return }
        let plane = Canvas(rect: planeRect)
        painter.paint(layer, transform: Projective(scale: scale), on: plane)

        let planeToCanvas = Projective(scale: 1 / scale).concatenating(transform)
        let planeCorners: [(Int, Int)] = [(planeRect.x, planeRect.y), (planeRect.maxX, planeRect.y),
                                          (planeRect.maxX, planeRect.maxY), (planeRect.x, planeRect.maxY)]
        let quad = planeCorners.map { corner -> HomogeneousVertex in
            let (x, y) = (Double(corner.0), Double(corner.1))
            return HomogeneousVertex(point: planeToCanvas.project(x, y),
                                     u: x - Double(planeRect.x), v: y - Double(planeRect.y))
        }
        let polygon = PlaneFlattener.clipToNearPlane(quad)
        guard polygon.count >= 3 else { return }
        let vertices = polygon.map { h in
            WarpVertex(x: h.point.x / h.point.w, y: h.point.y / h.point.w, q: 1 / h.point.w, u: h.u, v: h.v)
        }
        var triangles: [WarpTriangle] = []
        for k in 1..<(vertices.count - 1) {
            if let t = WarpTriangle(vertices[0], vertices[k], vertices[k + 1]) { triangles.append(t) }
        }
        WarpDrawing.composite(triangles, from: plane, shaded: false, onto: canvas, opacity: 1)
    }

    /// A corner of the plane in homogeneous canvas coordinates with its source pixel.
    struct HomogeneousVertex {
        var point: (x: Double, y: Double, w: Double)
        var u: Double, v: Double

        func interpolated(to other: HomogeneousVertex, at t: Double) -> HomogeneousVertex {
            HomogeneousVertex(point: (point.x + (other.point.x - point.x) * t, point.y + (other.point.y - point.y) * t,
                                      point.w + (other.point.w - point.w) * t),
                              u: u + (other.u - u) * t, v: v + (other.v - v) * t)
        }
    }

    /// Sutherland–Hodgman against w ≥ nearPlane; exact, since x, y, w, u and v are all
    /// linear across the plane before the perspective divide.
    static func clipToNearPlane(_ polygon: [HomogeneousVertex]) -> [HomogeneousVertex] {
        var out: [HomogeneousVertex] = []
        for k in polygon.indices {
            let a = polygon[k], b = polygon[(k + 1) % polygon.count]
            let aIn = a.point.w >= nearPlane, bIn = b.point.w >= nearPlane
            if aIn { out.append(a) }
            if aIn != bIn {
                out.append(a.interpolated(to: b, at: (nearPlane - a.point.w) / (b.point.w - a.point.w)))
            }
        }
        return out
    }

    /// Device pixels per local unit for the plane: the largest stretch of the map at the
    /// corners in front of the eye, so receding planes are drawn coarser, but never more than
    /// the screen's scale: Core Animation likewise renders a layer's content at its
    /// contentsScale and magnifies it in perspective, rather than re-rendering it larger.
    static func density(of map: Projective, at corners: [(Double, Double)], cap: Double) -> Double {
        var best = 0.0
        for (x, y) in corners {
            let p = map.project(x, y)
            guard p.w >= nearPlane else { continue }
            // Columns of the Jacobian of (X/W, Y/W).
            let dxdx = (map.m11 - p.x / p.w * map.m13) / p.w, dydx = (map.m12 - p.y / p.w * map.m13) / p.w
            let dxdy = (map.m21 - p.x / p.w * map.m23) / p.w, dydy = (map.m22 - p.y / p.w * map.m23) / p.w
            best = max(best, (dxdx * dxdx + dydx * dydx).squareRoot(), (dxdy * dxdy + dydy * dydy).squareRoot())
        }
        guard best.isFinite else { return cap }
        return min(max(best, 0.05), cap)
    }
}
