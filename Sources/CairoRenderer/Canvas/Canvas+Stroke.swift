import CCairo
import QuartzCore

extension Canvas {
    /// Strokes the current path `width` wide in `color`, with the caps, joins and dashes set on
    /// the context. Two kinds of stroke Cairo 1.18 rasterizes otherwise than 1.16 (measured on
    /// Debian 12 and 13 with the same binary): a pen thinner than a device pixel in some
    /// direction, and round joins under a transform that squashes the pen into an ellipse. For
    /// those the stroke's outline is built here and filled, which both versions do alike.
    func stroke(width: Double, color: CGColor) {
        setSource(color)
        let pen = devicePen(width)
        let squashedRoundJoins = cairo_get_line_join(cr) == CAIRO_LINE_JOIN_ROUND && pen.thickest - pen.thinnest > 1e-9 * pen.thickest
        guard pen.thinnest < 1 || squashedRoundJoins else {
            cairo_set_line_width(cr, width)
            cairo_stroke(cr)
            return
        }
        let count = Int(cairo_get_dash_count(cr))
        var dashes = [Double](repeating: 0, count: count), phase = 0.0
        if count > 0 { cairo_get_dash(cr, &dashes, &phase) }
        let path = FlattenedPath(flattening: cr).polylines(dashes: dashes, phase: phase)
        let outline = path.strokedOutline(width: width, cap: lineCap, join: lineJoin)
        guard CairoPath.set(outline, on: cr) else { return }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }

    /// How wide a pen `width` wide in user space is on the device, where the current transform
    /// squashes it most and where it stretches it most: `width` times the transform's singular
    /// values.
    private func devicePen(_ width: Double) -> (thinnest: Double, thickest: Double) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let sum = m.xx * m.xx + m.xy * m.xy + m.yx * m.yx + m.yy * m.yy
        let determinant = m.xx * m.yy - m.xy * m.yx
        let spread = max(0, sum * sum - 4 * determinant * determinant).squareRoot()
        return (width * ((sum - spread) / 2).squareRoot(), width * ((sum + spread) / 2).squareRoot())
    }

    private var lineCap: CGLineCap {
        switch cairo_get_line_cap(cr) {
        case CAIRO_LINE_CAP_ROUND: .round
        case CAIRO_LINE_CAP_SQUARE: .square
        default: .butt
        }
    }

    private var lineJoin: CGLineJoin {
        switch cairo_get_line_join(cr) {
        case CAIRO_LINE_JOIN_ROUND: .round
        case CAIRO_LINE_JOIN_BEVEL: .bevel
        default: .miter
        }
    }
}
