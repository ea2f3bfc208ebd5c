import CCairo
import QuartzCore

/// Builds Cairo paths from `BezierPath`s and rounded rects, refusing non-finite points (one
/// NaN would leave the Cairo context in an error state for the rest of the frame).
enum CairoPath {
    /// Replaces the current path with `path`; returns false, leaving no path, when it has
    /// no points or a non-finite one.
    @discardableResult
    static func set(_ path: BezierPath, on cr: OpaquePointer) -> Bool {
        cairo_new_path(cr)
        var hasPoints = false
        for element in path.elements {
            for p in element.points where !(p.x.isFinite && p.y.isFinite) { return false }
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y); hasPoints = true
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quadCurve(let p, let c):
                // Cairo has cubic curves only: raise the quadratic's degree exactly.
                var current = (x: 0.0, y: 0.0)
                cairo_get_current_point(cr, &current.x, &current.y)
                cairo_curve_to(cr, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                               p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cr)
            }
        }
        if !hasPoints { cairo_new_path(cr) }
        return hasPoints
    }

    /// The layer outline Core Animation fills and clips with: `bounds` with `cornerRadius`,
    /// built as `BezierPath(roundedRect:cornerRadius:)` so masks and backgrounds agree (which
    /// also clamps the radius, an infinite one included, to half the shorter side).
    @discardableResult
    static func setRoundedRect(_ rect: CGRect, cornerRadius: Double, corners: CACornerMask = .all, on cr: OpaquePointer) -> Bool {
        let standard = rect.standardized
        guard standard.isFinite else { cairo_new_path(cr); return false }
        if cornerRadius > 0, !corners.isEmpty {
            return set(BezierPath(roundedRect: standard, cornerRadius: cornerRadius, corners: corners), on: cr)
        }
        cairo_new_path(cr)
        cairo_rectangle(cr, standard.minX, standard.minY, standard.width, standard.height)
        return true
    }
}
