import CCairo

/// A Cairo A8 (coverage only) image surface covering `rect` of a pixel space, for masks made
/// by hand such as a blurred shadow.
final class AlphaCanvas {
    let rect: PixelRect
    let surface: OpaquePointer

    init(rect: PixelRect) {
        self.rect = rect
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(max(1, rect.width)), Int32(max(1, rect.height)))
        cairo_surface_set_device_offset(surface, Double(-rect.x), Double(-rect.y))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Runs `body` over the coverage bytes; nil, without running it, when Cairo could not
    /// allocate the surface.
    @discardableResult
    func withBytes<R>(_ body: (_ bytes: UnsafeMutablePointer<UInt8>, _ stride: Int) -> R) -> R? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let result = body(data, Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        return result
    }
}
