import CCairo
import QuartzCore

/// A Cairo ARGB32 image surface and its context covering `rect` of some pixel space; the
/// surface's device offset makes Cairo's coordinates those of the space, not of the surface.
final class Canvas {
    let rect: PixelRect
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// For an offscreen group, the canvas it will be composited onto: what is behind the group,
    /// which a backdrop inside it samples under the group's own content.
    var behind: Canvas?

    /// A transparent canvas; an empty rect gets a 1×1 surface so Cairo never sees size 0.
    init(rect: PixelRect) {
        self.rect = rect
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, rect.width)), Int32(max(1, rect.height)))
        cairo_surface_set_device_offset(surface, Double(-rect.x), Double(-rect.y))
        cr = cairo_create(surface)
        FontLibrary.shared.configure(cr)
    }

    /// A canvas drawing into `pixels`, `rect.width` × `rect.height` native-endian ARGB32 words
    /// with rows back to back, which must outlive it and are neither cleared nor freed by it.
    init(rect: PixelRect, drawingInto pixels: UnsafeMutablePointer<UInt32>) {
        self.rect = rect
        surface = UnsafeMutableRawPointer(pixels).withMemoryRebound(to: UInt8.self, capacity: rect.width * rect.height * 4) {
            cairo_image_surface_create_for_data($0, CAIRO_FORMAT_ARGB32, Int32(rect.width), Int32(rect.height), Int32(rect.width * 4))
        }
        cairo_surface_set_device_offset(surface, Double(-rect.x), Double(-rect.y))
        cr = cairo_create(surface)
        FontLibrary.shared.configure(cr)
    }

    /// Whether Cairo could make the surface (it refuses a side over 32,767 pixels).
    var isUsable: Bool { cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Sets Cairo's matrix to `t` and says whether it could (a singular or non-finite matrix
    /// would put the context into a permanent error state, so it is refused instead).
    func setTransform(_ t: CGAffineTransform) -> Bool {
        guard Canvas.accepts(t) else { return false }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(cr, &m)
        return true
    }

    /// Whether `setTransform` takes `t`: finite and not singular.
    static func accepts(_ t: CGAffineTransform) -> Bool {
        let det = t.a * t.d - t.b * t.c
        return det.isFinite && abs(det) > 1e-12 && t.tx.isFinite && t.ty.isFinite
    }

    /// Paints another canvas of the same space over this one, at `opacity`, through the current clip.
    func composite(_ other: Canvas, opacity: Double) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, other.surface, 0, 0)
        if opacity >= 1 { cairo_paint(cr) } else { cairo_paint_with_alpha(cr, opacity) }
        cairo_restore(cr)
    }

    /// Runs `body` over the surface's premultiplied pixels (native-endian 0xAARRGGBB words);
    /// nil, without running it, when Cairo could not allocate the surface.
    @discardableResult
    func withPixels<R>(_ body: (_ pixels: UnsafeMutablePointer<UInt32>, _ stride: Int) -> R) -> R? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let result = data.withMemoryRebound(to: UInt32.self, capacity: stride * max(1, rect.height)) {
            body($0, stride)
        }
        cairo_surface_mark_dirty(surface)
        return result
    }
}

extension Canvas {
    func setSource(_ color: CGColor, opacity: Double = 1) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
    }

}

extension Canvas {
    /// The pixels the current clip still lets through, in the canvas's pixel space.
    func clipExtents() -> PixelRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        let clip = PixelRect.enclosing(minX: x0, minY: y0, maxX: x1, maxY: y1) ?? rect
        return clip.intersection(rect)
    }
}

extension Canvas {
    /// The whole pixels inside the clip's extents: the extents rounded inward.
    func clipInterior() -> PixelRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return PixelRect(x: rect.x, y: rect.y, width: 0, height: 0) }
        let left = Int(x0.rounded(.up)), top = Int(y0.rounded(.up))
        return PixelRect(x: left, y: top, width: max(0, Int(x1.rounded(.down)) - left), height: max(0, Int(y1.rounded(.down)) - top))
            .intersection(rect)
    }
}

extension Canvas {
    /// The clip as one whole-pixel rectangle within the canvas, or nil when it is anything
    /// more complex (rounded, rotated, several pieces) and only Cairo can apply it.
    func rectangularClip() -> PixelRect? {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        switch list.pointee.num_rectangles {
        case 0:
            return PixelRect(x: rect.x, y: rect.y, width: 0, height: 0)
        case 1:
            let r = list.pointee.rectangles[0]
            let pixels = PixelRect(x: Int(r.x.rounded()), y: Int(r.y.rounded()), width: Int(r.width.rounded()), height: Int(r.height.rounded()))
            let exact = Double(pixels.x) == r.x && Double(pixels.y) == r.y
                && Double(pixels.width) == r.width && Double(pixels.height) == r.height
            return exact ? pixels.intersection(rect) : nil
        default:
            return nil
        }
    }
}
