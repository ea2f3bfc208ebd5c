import CCairo
import Foundation
import QuartzCore

/// Draws a layer's `contents` into its bounds as `contentsGravity` lays it out; a picture
/// image (a layer tree) is first rendered at the pixel density it is shown at.
struct ImagePainter {
    let painter: LayerPainter

    /// Largest side of a picture rendered for contents, so a huge zoom cannot allocate gigabytes.
    static let maxPictureSide = 4096

    func draw(_ image: CGImage, gravity: CALayerContentsGravity, in bounds: CGRect, on canvas: Canvas) {
        let size = image.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              bounds.width > 0, bounds.height > 0 else { return }
        let frame = ImagePainter.frame(of: size, in: bounds, gravity: gravity)
        guard frame.width > 0, frame.height > 0, frame.isFinite,
              let surface = surface(for: image, shownAt: frame.size, on: canvas) else { return }
        let cr = canvas.cr
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, frame.width / Double(surface.rect.width), frame.height / Double(surface.rect.height))
        cairo_set_source_surface(cr, surface.surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        // Pad rather than fade to transparent at the image's edge; the rectangle gives the edge.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, 0, 0, Double(surface.rect.width), Double(surface.rect.height))
        cairo_fill(cr)
    }

    /// Where an image of `size` points lands in `bounds`, as CALayer lays out contents (y down:
    /// `.top` is the top edge on screen).
    static func frame(of size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        let (w, h) = (size.width, size.height)
        switch gravity {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return CGRect(x: bounds.midX - w * s / 2, y: bounds.midY - h * s / 2, width: w * s, height: h * s)
        default:
            let x: Double, y: Double
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: x = bounds.midX - w / 2
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
            default: y = bounds.midY - h / 2
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }

    private func surface(for image: CGImage, shownAt shown: CGSize, on canvas: Canvas) -> Canvas? {
        switch image.content {
        case .pixels(let width, let height, let rgba):
            return Canvas(width: width, height: height, rgba: rgba)
        case .picture, .drawing:
            guard let root = image.pictureLayer else { return nil }
            var m = cairo_matrix_t()
            cairo_get_matrix(canvas.cr, &m)
            let density = max(abs(m.xx * m.yy - m.xy * m.yx).squareRoot(), 0.01)
            var scale = density * max(shown.width / image.size.width, shown.height / image.size.height)
            let side = max(image.size.width, image.size.height) * scale
            if side > Double(ImagePainter.maxPictureSide) { scale *= Double(ImagePainter.maxPictureSide) / side }
            let width = Int((image.size.width * scale).rounded(.up)), height = Int((image.size.height * scale).rounded(.up))
            guard width > 0, height > 0 else { return nil }
            let picture = Canvas(rect: PixelRect(x: 0, y: 0, width: width, height: height))
            let origin = Projective(translationX: -root.bounds.minX, y: -root.bounds.minY)
            painter.paint(root, transform: origin.concatenating(Projective(scale: scale)), on: picture)
            return picture
        }
    }
}
