import CCairo
import Foundation
import QuartzCore

/// Core Animation's layer shadow: the alpha of the composited layer, blurred (Gaussian with
/// σ = shadowRadius, approximated by three box blurs), tinted with shadowColor × shadowOpacity,
/// moved by shadowOffset in the layer's own y-down space, and drawn beneath the layer.
enum ShadowPainter {
    static func casts(_ layer: CALayer) -> Bool {
        layer.shadowOpacityValue > 0 && (layer.shadowColor?.alpha ?? 0) > 0 && layer.shadowOpacityValue.isFinite
            && layer.shadowRadius.isFinite && layer.shadowOffset.width.isFinite && layer.shadowOffset.height.isFinite
    }

    /// A new canvas holding the shadow with `group` drawn over it.
    static func addShadow(of layer: CALayer, transform t: CGAffineTransform, under group: Canvas) -> Canvas {
        let rect = group.rect
        let density = abs(t.a * t.d - t.b * t.c).squareRoot()
        let sigma = max(0, layer.shadowRadius) * density
        let dx = t.a * layer.shadowOffset.width + t.c * layer.shadowOffset.height
        let dy = t.b * layer.shadowOffset.width + t.d * layer.shadowOffset.height

        let alpha = AlphaCanvas(rect: rect)
        let blurred: Void? = alpha.withBytes { bytes, alphaStride in
            group.withPixels { pixels, stride in
                for y in 0..<rect.height {
                    for x in 0..<rect.width {
                        bytes[y * alphaStride + x] = UInt8(pixels[y * stride + x] >> 24)
                    }
                }
            }
            GaussianBlur(sigma: sigma).apply(to: bytes, width: rect.width, height: rect.height, stride: alphaStride)
        }
        guard blurred != nil else { return group }

        let result = Canvas(rect: rect)
        let cr = result.cr
        cairo_save(cr)
        // masksToBounds clips the layer's shadow too, as Core Animation does (which is why
        // iOS code puts the shadow on a container of the clipped view).
        if layer.masksToBounds, result.setTransform(t) {
            CairoPath.setRoundedRect(layer.bounds, cornerRadius: layer.cornerRadius, corners: layer.maskedCorners, on: cr)
            cairo_identity_matrix(cr)
            cairo_clip(cr)
        }
        let color = layer.shadowColor ?? .clear
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity * min(1, layer.shadowOpacityValue))
        cairo_mask_surface(cr, alpha.surface, dx, dy)
        cairo_restore(cr)
        result.composite(group, opacity: 1)
        return result
    }
}
