import CCairo

/// A Cairo ARGB32 surface made from premultiplied RGBA bytes (a `Bitmap` or an `Image`'s
/// pixels), for use as a source pattern.
final class ImageSurface {
    let surface: OpaquePointer
    let width: Int, height: Int

    /// nil for an empty image or a byte count that does not match the size.
    init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width <= 32767, height <= 32767, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!
        data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { words in
            rgba.withUnsafeBufferPointer { bytes in
                for y in 0..<height {
                    let row = words + y * stride
                    var i = y * width * 4
                    for x in 0..<width {
                        row[x] = UInt32(bytes[i + 3]) << 24 | UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
                        i += 4
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Takes over a canvas's pixels (the canvas's own reference keeps the surface alive too).
    init(canvas: Canvas) {
        cairo_surface_flush(canvas.surface)
        surface = cairo_surface_reference(canvas.surface)
        cairo_surface_set_device_offset(surface, 0, 0)
        width = max(1, canvas.rect.width)
        height = max(1, canvas.rect.height)
    }

    deinit { cairo_surface_destroy(surface) }
}
