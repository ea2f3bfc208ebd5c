import CCairo
import QuartzCore

/// Draws a `CAShapeLayer`'s path: fill with its rule, then the stroke with width, caps, joins,
/// dashes and the `strokeStart`…`strokeEnd` part of the path's length.
enum ShapePainter {
    static func draw(_ shape: CAShapeLayer, on canvas: Canvas) {
        guard let path = shape.pathElements else { return }
        let cr = canvas.cr
        if let fill = shape.fillColor, fill.alpha > 0, CairoPath.set(path, on: cr) {
            cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            canvas.setSource(fill)
            cairo_fill(cr)
        }
        guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, shape.lineWidth.isFinite else { return }
        let start = clampUnit(shape.strokeStart), end = clampUnit(shape.strokeEnd)
        guard end > start, CairoPath.set(path, on: cr) else { return }
        if start > 0 || end < 1 {
            FlattenedPath(flattening: cr).replacePath(on: cr, from: start, to: end)
        }
        cairo_set_line_cap(cr, lineCap(shape.lineCap))
        cairo_set_line_join(cr, lineJoin(shape.lineJoin))
        cairo_set_miter_limit(cr, shape.miterLimit.isFinite ? max(1, shape.miterLimit) : 10)
        setDash(shape.dash, phase: shape.lineDashPhase, on: cr)
        canvas.stroke(width: shape.lineWidth, color: stroke)
        cairo_set_dash(cr, nil, 0, 0)
    }

    private static func clampUnit(_ value: Double) -> Double {
        value.isFinite ? min(1, max(0, value)) : 0
    }

    /// Cairo rejects negative, non-finite or all-zero dashes with an error state, so those
    /// patterns draw solid, as Core Graphics does with an unusable pattern; so do patterns
    /// too fine to see, which would otherwise cost one dash per thousandth of a point.
    private static func setDash(_ pattern: [Double]?, phase: Double, on cr: OpaquePointer) {
        guard let pattern, !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }),
              pattern.reduce(0, +) >= 0.01 else { return }
        cairo_set_dash(cr, pattern, Int32(pattern.count), phase.isFinite ? phase : 0)
    }

    private static func lineCap(_ cap: CAShapeLayerLineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func lineJoin(_ join: CAShapeLayerLineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
