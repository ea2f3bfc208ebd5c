import CCairo
import CoreText
import QuartzCore

/// Sets a `CATextLayer`'s string in the system face, and what it lacks in the fallback faces,
/// from the top of its bounds: one line per
/// newline, or wrapped at word boundaries when `isWrapped`, clipped to the bounds as
/// CATextLayer's backing store clips it.
///
/// The lines and each glyph's pen position come from `Typesetter`, which reads them from the
/// embedded font, and every glyph origin is put on a whole device pixel before Cairo draws it.
/// Cairo 1.17.4 and later place glyphs on quarter pixels and rasterize them at that phase,
/// where 1.16 rounded to whole pixels; an origin already on a whole pixel is drawn alike by
/// both, so frames do not depend on the installed Cairo (docs/ARCHITECTURE.md, "Determinism").
enum TextPainter {
    static let maxFontSize = 10_000.0

    static func draw(_ layer: CATextLayer, on canvas: Canvas) {
        let cr = canvas.cr
        let bounds = layer.bounds.standardized
        // Cairo cannot make a scaled font of absurd size, and its failure would stick to the context.
        guard !layer.text.isEmpty, layer.fontSize > 0, layer.fontSize < TextPainter.maxFontSize,
              bounds.width > 0, bounds.height > 0,
              let color = layer.foregroundColor else { return }
        let setter = Typesetter(face: SystemFont.face(weight: layer.fontWeight), size: layer.fontSize, language: layer.language)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        canvas.setSource(color)

        let lines = setter.lines(layer.text, width: layer.isWrapped ? bounds.width : nil)
        for (index, line) in lines.enumerated() {
            let baseline = bounds.minY + setter.ascent + Double(index) * setter.lineHeight
            if baseline - setter.ascent > bounds.maxY { break }
            let x: Double
            switch layer.alignmentMode {
            case .natural, .left, .justified: x = bounds.minX
            case .center: x = bounds.minX + (bounds.width - line.width) / 2
            case .right: x = bounds.maxX - line.width
            }
            show(line, x: x, baseline: baseline, size: layer.fontSize, cr: cr)
        }
    }

    /// Draws `line` with its pen at (`x`, `baseline`), each run in its own face, each glyph's
    /// origin moved to the nearest whole device pixel (halves round up, as Cairo 1.16 rounded them).
    private static func show(_ line: TextLine, x start: Double, baseline: Double, size: Double, cr: OpaquePointer) {
        for run in line.runs {
            guard let face = FontLibrary.shared.cairoFace(run.face) else { continue }
            var glyphs = [cairo_glyph_t]()
            glyphs.reserveCapacity(run.glyphs.count)
            for index in run.glyphs {
                var (x, y) = (start + line.positions[index], baseline)
                cairo_user_to_device(cr, &x, &y)
                (x, y) = ((x + 0.5).rounded(.down), (y + 0.5).rounded(.down))
                cairo_device_to_user(cr, &x, &y)
                glyphs.append(cairo_glyph_t(index: UInt(line.glyphs[index]), x: x, y: y))
            }
            cairo_set_font_face(cr, face)
            cairo_set_font_size(cr, size)
            cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
        }
    }
}
