import CCairo
import QuartzCore

/// Sets a `CATextLayer`'s string in the system face from the top of its bounds: one line per
/// newline, or wrapped at word boundaries when `isWrapped`, clipped to the bounds as
/// CATextLayer's backing store clips it.
enum TextPainter {
    static let maxFontSize = 10_000.0

    static func draw(_ layer: CATextLayer, on canvas: Canvas) {
        let cr = canvas.cr
        let bounds = layer.bounds.standardized
        // Cairo cannot make a scaled font of absurd size, and its failure would stick to the context.
        guard !layer.text.isEmpty, layer.fontSize > 0, layer.fontSize < TextPainter.maxFontSize,
              bounds.width > 0, bounds.height > 0,
              let face = FontLibrary.shared.face(layer.fontWeight) else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(cr)
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, layer.fontSize)
        var font = cairo_font_extents_t()
        cairo_font_extents(cr, &font)
        guard let color = layer.foregroundColor else { return }
        canvas.setSource(color)

        let lines = layout(layer.text, width: layer.isWrapped ? bounds.width : nil, cr: cr)
        for (index, line) in lines.enumerated() {
            let baseline = bounds.minY + font.ascent + Double(index) * font.height
            if baseline - font.ascent > bounds.maxY { break }
            let advance = self.advance(of: line, cr: cr)
            let x: Double
            switch layer.alignmentMode {
            case .natural, .left, .justified: x = bounds.minX
            case .center: x = bounds.minX + (bounds.width - advance) / 2
            case .right: x = bounds.maxX - advance
            }
            cairo_move_to(cr, x, baseline)
            cairo_show_text(cr, line)
        }
    }

    /// Lines split at newlines and, given a width, wrapped greedily between words (a word
    /// wider than the line stays whole on its own line, as CATextLayer's word wrap does).
    static func layout(_ string: String, width: Double?, cr: OpaquePointer) -> [String] {
        let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width else { return paragraphs }
        var lines: [String] = []
        for paragraph in paragraphs {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if !line.isEmpty && advance(of: candidate, cr: cr) > width {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        return lines
    }

    private static func advance(of text: String, cr: OpaquePointer) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return extents.x_advance
    }
}
