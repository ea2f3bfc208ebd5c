import CCairo
import CPixels
import Foundation
import QuartzCore

/// A layer's backdrop filter: what the canvas already holds under the layer's bounds (the
/// content behind it, drawn first in Core Animation's order), blurred and saturated in place,
/// within the layer's rounded bounds. Inside an offscreen group (an ancestor fading, masked or
/// shadowed) the backdrop is the group's own content over what lies behind the group, so an
/// alert fading in blurs the screen under it from its first frame, as iOS's does, and the fade
/// then mixes the blurred card with the sharp screen.
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
        guard let box = PixelRect.enclosing(minX: minX, minY: minY, maxX: maxX, maxY: maxY) else { return }
        let clip = canvas.clipExtents()
        let target = box.intersection(clip)
        guard !target.isEmpty else { return }
        // Only the whole pixels within the bounds and the clip are sampled, their edges repeating
        // outward, as the backdrop of a material normalizes its edges on iOS: content next to a
        // bar does not bleed into it before it passes under it, nor does a partly covered edge
        // pixel (the rounded card a bar sits on) darken its edge.
        let whole = PixelRect(x: Int(minX.rounded(.up)), y: Int(minY.rounded(.up)),
                              width: Int(maxX.rounded(.down)) - Int(minX.rounded(.up)),
                              height: Int(maxY.rounded(.down)) - Int(minY.rounded(.up)))
        let sampled = whole.intersection(canvas.clipInterior()).intersection(target)
        let copy = Canvas(rect: target)
        var stack: [Canvas] = []
        var next: Canvas? = canvas
        while let current = next {
            stack.append(current)
            next = current.behind
        }
        for layer in stack.reversed() { copy.composite(layer, opacity: 1) }
        let radii = blur.radii.map { Int32($0) }
        if !sampled.isEmpty {
            copy.withPixels { pixels, stride in
                let origin = pixels + (sampled.y - target.y) * stride + (sampled.x - target.x)
                cpx_backdrop_filter(origin, sampled.width, sampled.height, stride, radii, radii.count, saturation)
            }
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
