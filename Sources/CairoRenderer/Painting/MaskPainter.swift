import CCairo
import QuartzCore

/// Applies a `mask` layer: the mask subtree is drawn in its owner's space onto a canvas the
/// size of the owner's group, and the group keeps only as much of each pixel as the mask's
/// alpha there (a mask that draws nothing hides the layer, as in Core Animation).
struct MaskPainter {
    let painter: LayerPainter

    func apply(_ mask: CALayer, ownerTransform: Projective, to group: Canvas) {
        let coverage = Canvas(rect: group.rect)
        painter.paint(mask, transform: LayerGeometry.toSuperlayer(mask).concatenating(ownerTransform), on: coverage)
        let cr = group.cr
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        cairo_set_source_surface(cr, coverage.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
