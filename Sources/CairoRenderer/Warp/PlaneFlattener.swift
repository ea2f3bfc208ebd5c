import QuartzCore

/// Draws a layer whose map to the canvas has perspective, as Core Animation flattens a layer
/// into its plane: the subtree is drawn offscreen in the layer's own coordinates at the pixel
/// density it will be shown at, then warped onto the canvas by the projective map, clipped
/// to w > 0 so nothing behind the eye is drawn. A layer facing away is culled unless
/// double-sided, whose back shows its content mirrored, as the warp naturally gives.
///
/// The subtree is one picture so that its outline is anti-aliased once. Drawn layer by layer
/// through each one's own map instead, edges that coincide (a full-bleed subview over its
/// superlayer's background, a border over the background it frames) would each be
/// anti-aliased, and the colour beneath would show as a line along the plane's outline.
struct PlaneFlattener {
    let painter: LayerPainter

    /// Homogeneous w below which geometry counts as at or behind the eye.
    static let nearPlane = 1e-3
    /// Offscreen planes are at most this many pixels a side; denser planes are drawn coarser.
    static let maxPlaneSide = 4096.0

    func paint(_ layer: CALayer, transform: Projective, on canvas: Canvas) {
        // Facing: the sign of the map's Jacobian where w > 0, which is the determinant's sign.
        if !layer.isDoubleSided && transform.determinant < 0 { return }
        guard let content = ContentBounds.of(layer, memo: painter.contentBounds), content.width > 0, content.height > 0,
              let local = PlaneFlattener.visiblePart(of: content, through: transform, within: canvas.clipExtents()) else { return }
        let corners: [(Double, Double)] = [(local.minX, local.minY), (local.maxX, local.minY), (local.maxX, local.maxY), (local.minX, local.maxY)]
        let density = PlaneFlattener.density(of: transform, at: corners, cap: painter.deviceScale)
        guard density > 0 else { return }
        let scale = min(density, PlaneFlattener.maxPlaneSide / max(local.width, local.height))
        guard let planeRect = PixelRect.enclosing(minX: local.minX * scale, minY: local.minY * scale,
                                                  maxX: local.maxX * scale, maxY: local.maxY * scale),
              painter.offscreen.reserve(planeRect) else { return }
        defer { painter.offscreen.release(planeRect) }
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
        let visible = PlaneFlattener.clipToNearPlane(quad).map { h in
            WarpMesh.Vertex(source: CGPoint(x: h.u, y: h.v), destination: CGPoint(x: h.point.x / h.point.w, y: h.point.y / h.point.w),
                            w: h.point.w)
        }
        WarpMesh(convexPolygons: [visible]).draw(from: plane, onto: canvas, opacity: 1)
    }

    /// The part of `content` (layer coordinates) that can land inside `visible` (canvas
    /// pixels), with a margin so the plane's own edges fall outside the view; all of
    /// `content` when part of the view looks past the plane's horizon; nil when none of it shows.
    static func visiblePart(of content: CGRect, through map: Projective, within visible: PixelRect) -> CGRect? {
        guard !visible.isEmpty else { return nil }
        guard let inverse = map.inverted() else { return content }
        var seen = CGRect.null
        let viewCorners: [(Int, Int)] = [(visible.x, visible.y), (visible.maxX, visible.y), (visible.maxX, visible.maxY), (visible.x, visible.maxY)]
        for (x, y) in viewCorners {
            let p = inverse.project(Double(x), Double(y))
            // w ≤ 0: this corner of the view sees past the plane's horizon, where it never reaches.
            guard p.w > 0 else { return content }
            seen = seen.union(CGRect(x: p.x / p.w, y: p.y / p.w, width: 0, height: 0))
        }
        // The view's preimage is convex, so its corners bound it; the margin is a few
        // pixels even where the plane is shown most compressed.
        let corners: [(Double, Double)] = [(seen.minX, seen.minY), (seen.maxX, seen.minY), (seen.maxX, seen.maxY), (seen.minX, seen.maxY)]
        let sparsest = corners.map { density(of: map, at: [$0], cap: .infinity) }.min()!
        let margin = 4 / max(sparsest, 1e-6)
        let part = content.intersection(seen.insetBy(dx: -margin, dy: -margin))
        return part.isNull || part.width <= 0 || part.height <= 0 ? nil : part
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
