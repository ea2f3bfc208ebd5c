import Foundation

/// Sets text in one face at one size: glyphs with their pen positions, line metrics, and lines
/// broken to a width. The one place text is measured, so what UIKit sizes and what the renderer
/// draws agree.
///
///     let setter = Typesetter(face: SystemFont.face(weight: 0), size: 17)
///     setter.lines("Privacy & Security", width: 100).map(\.text)   // ["Privacy &", "Security"]
package struct Typesetter: Sendable {
    package let face: FontFace
    package let size: Double
    private let scale: Double

    package init(face: FontFace, size: Double) {
        (self.face, self.size) = (face, size)
        scale = size / face.unitsPerEm
    }

    /// The distance from the top of a line to its baseline.
    package var ascent: Double { face.ascender * scale }
    /// The distance from the baseline to the bottom of a line, positive.
    package var descent: Double { -face.descender * scale }
    /// The distance from one baseline to the next: ascent, descent and line gap.
    package var lineHeight: Double { (face.ascender - face.descender + face.lineGap) * scale }

    /// `text` on one line: a glyph for each Unicode scalar, each starting where the previous
    /// one's advance ends. No kerning or ligatures, as Cairo's text calls set it.
    package func line(_ text: String) -> TextLine {
        var glyphs: [UInt16] = [], positions: [Double] = []
        glyphs.reserveCapacity(text.unicodeScalars.count)
        positions.reserveCapacity(text.unicodeScalars.count)
        var pen = 0.0
        for scalar in text.unicodeScalars {
            let glyph = face.glyph(for: scalar)
            glyphs.append(glyph)
            positions.append(pen)
            pen += face.advance(ofGlyph: glyph) * scale
        }
        return TextLine(text: text, glyphs: glyphs, positions: positions, width: pen)
    }

    /// The width `text` takes on one line.
    package func width(of text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + face.advance(ofGlyph: face.glyph(for: $1)) * scale }
    }

    /// `text` split at newlines and, given a width, wrapped greedily between words; a word wider
    /// than the line stays whole on a line of its own, as Core Animation's word wrap leaves it.
    package func lines(_ text: String, width: Double?) -> [TextLine] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width else { return paragraphs.map(line) }
        var lines: [TextLine] = []
        for paragraph in paragraphs {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if !current.isEmpty && self.width(of: candidate) > width {
                    lines.append(line(current))
                    current = String(word)
                } else {
                    current = candidate
                }
            }
            lines.append(line(current))
        }
        return lines
    }
}

/// One line of set text: its glyphs, the pen position each starts at (points from the line's
/// start), and the width the whole line advances.
package struct TextLine: Sendable, Equatable {
    package let text: String
    package let glyphs: [UInt16]
    package let positions: [Double]
    package let width: Double
}
