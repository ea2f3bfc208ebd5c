import CCairo
import CPixels
import Foundation
import QuartzCore

/// A layer's backdrop filter: what the canvas already holds under the layer's bounds (the
/// content behind it, drawn first in Core Animation's order), blurred and saturated in place,
/// within the layer's rounded bounds. Inside an offscreen group (an ancestor fading, masked or
/// shadowed) the canvas holds only the group's own content, so the backdrop sees only that, as
/// on iOS, where a visual effect view under a translucent ancestor shows little or no blur.
enum BackdropPainter {
    static func apply(_ filter: BackdropFilter, of layer: CALayer, transform t: CGAffineTransform, on canvas: Canvas) {
        let density = abs(t.a * t.d - t.b * t.c).squareRoot()
        let blur = GaussianBlur(sigma: max(0, filter.blurRadius) * density)
        let saturation = filter.saturation.isFinite ? Int32((max(0, min(filter.saturation, 10)) * 1000).rounded()) : 1000
        let bounds = layer.bounds.standardized
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for (x, y) in [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)] {
            let px = t.a * x + t.c * y + t.tx, py = t.b * x + t.d * y + t.ty
            (minX, maxX, minY, maxY) = (min(minX, px), max(maxX, px), min(minY, py), max(maxY, py))
        }
        guard let box = PixelRect.enclosing(minX: minX, minY: minY, maxX: maxX, maxY: maxY, margin: 1) else { return }
        let target = box.intersection(canvas.clipExtents())
        guard !target.isEmpty else { return }
        // The content the blur reaches in from around the bounds, as far as the canvas holds it;
        // past the canvas the edge repeats.
        let reach = blur.radii.reduce(0, +) + 1
        let sampled = PixelRect(x: target.x - reach, y: target.y - reach, width: target.width + 2 * reach,
                                height: target.height + 2 * reach).intersection(canvas.rect)
        let copy = Canvas(rect: sampled)
        copy.composite(canvas, opacity: 1)
        let radii = blur.radii.map { Int32($0) }
        copy.withPixels { pixels, stride in
            cpx_backdrop_filter(pixels, sampled.width, sampled.height, stride, radii, radii.count, saturation)
        }
        let cr = canvas.cr
        cairo_save(cr)
        guard canvas.setTransform(t) else { cairo_restore(cr); return }
        CairoPath.setRoundedRect(bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners, on: cr)
        cairo_identity_matrix(cr)
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, copy.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
