import Foundation

/// Sets text at one size: glyphs with their pen positions and faces, line metrics, and lines
/// broken to a width. The one place text is measured, so what UIKit sizes and what the renderer
/// draws agree. Characters the face lacks come from the fallback faces (`FontCascade`); lines
/// keep the face's own height, as a label keeps one line spacing whatever script it shows.
///
///     let setter = Typesetter(face: SystemFont.face(weight: 0), size: 17)
///     setter.lines("Privacy & Security", width: 100).map(\.text)   // ["Privacy &", "Security"]
package struct Typesetter: Sendable {
    package let face: FontFace
    package let size: Double
    package let cascade: FontCascade
    private let scale: Double

    /// A typesetter for `face` at `size`, falling back as text in `language` (a BCP 47 tag, nil
    /// for the device's language) falls back.
    package init(face: FontFace, size: Double, language: String? = nil) {
        (self.face, self.size) = (face, size)
        cascade = FontCascade(primary: face, language: language)
        scale = size / face.unitsPerEm
    }

    /// The distance from the top of a line to its baseline.
    package var ascent: Double { face.ascender * scale }
    /// The distance from the baseline to the bottom of a line, positive.
    package var descent: Double { -face.descender * scale }
    /// The distance from one baseline to the next: ascent, descent and line gap.
    package var lineHeight: Double { (face.ascender - face.descender + face.lineGap) * scale }

    /// `text` on one line: a glyph for each Unicode scalar that draws, each starting where the
    /// previous one's advance ends, in runs of one face. No kerning or ligatures, as Cairo's
    /// text calls set it, but for emoji sequences, which draw as one picture.
    package func line(_ text: String) -> TextLine {
        var glyphs: [UInt16] = [], positions: [Double] = [], runs: [TextLine.Run] = []
        glyphs.reserveCapacity(text.unicodeScalars.count)
        positions.reserveCapacity(text.unicodeScalars.count)
        var pen = 0.0
        forEachGlyph(in: text.unicodeScalars) { face, glyph, advance, _ in
            if runs.last?.face !== face { runs.append(TextLine.Run(face: face, glyphs: glyphs.count..<glyphs.count)) }
            glyphs.append(glyph)
            positions.append(pen)
            runs[runs.count - 1].glyphs = runs[runs.count - 1].glyphs.lowerBound..<glyphs.count
            pen += advance
        }
        return TextLine(text: text, glyphs: glyphs, positions: positions, width: pen, runs: runs)
    }

    /// The width `text` takes on one line.
    package func width(of text: some StringProtocol) -> Double {
        var width = 0.0
        forEachGlyph(in: text.unicodeScalars) { _, _, advance, _ in width += advance }
        return width
    }

    /// How far each of `scalars` moves the pen, in points; 0 for one that draws nothing, and
    /// for the later scalars of an emoji sequence drawn as one picture (its first carries it).
    package func advances(of scalars: [Unicode.Scalar]) -> [Double] {
        var advances = [Double](repeating: 0, count: scalars.count)
        forEachGlyph(in: scalars) { face, glyph, advance, index in advances[index] += advance }
        return advances
    }

    /// Calls `body` with the face, glyph and advance of each glyph that draws, in order, and the
    /// index of the scalar it starts at. An emoji sequence (joined by zero-width joiners, a flag's
    /// two regional indicators, a skin tone, a keycap) draws as the emoji face's ligature for it.
    private func forEachGlyph(in scalars: some Sequence<Unicode.Scalar>, _ body: (FontFace, UInt16, Double, Int) -> Void) {
        let scalars = Array(scalars)
        var index = 0
        while index < scalars.count {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            guard let (face, glyph) = cascade.glyph(for: scalars[index], next: next) else { index += 1; continue }
            let length = face === FallbackFont.emoji ? EmojiSequence.length(in: scalars, from: index) : 1
            if length == 1 {
                body(face, glyph, advance(of: glyph, in: face), index)
            } else {
                for glyph in EmojiSequence.glyphs(of: scalars[index..<(index + length)]) {
                    body(face, glyph, advance(of: glyph, in: face), index)
                }
            }
            index += length
        }
    }

    private func advance(of glyph: UInt16, in face: FontFace) -> Double {
        face === self.face ? face.advance(ofGlyph: glyph) * scale : face.advance(ofGlyph: glyph) * (size / face.unitsPerEm)
    }

    /// `text` split at newlines and, given a width, wrapped greedily as a `CATextLayer` wraps it:
    /// between words, and between CJK characters where kinsoku allows; a word wider than the
    /// line stays whole on a line of its own, as Core Animation's word wrap leaves it.
    package func lines(_ text: String, width: Double?) -> [TextLine] {
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let width else { return paragraphs.map { line(String($0)) } }
        return paragraphs.flatMap { wrap($0, width: width, style: .layer) }.map(line)
    }
}

/// One line of set text: its glyphs, the pen position each starts at (points from the line's
/// start), the width the whole line advances, and which face draws which glyphs.
package struct TextLine: Sendable, Equatable {
    /// Consecutive glyphs drawn from one face.
    package struct Run: Sendable, Equatable {
        package let face: FontFace
        package var glyphs: Range<Int>
    }

    package let text: String
    package let glyphs: [UInt16]
    package let positions: [Double]
    package let width: Double
    package let runs: [Run]
}
