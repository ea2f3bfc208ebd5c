import CoreText
import Testing

/// Lines as UIKit measures them and the renderer draws them: one advance per scalar, lines
/// broken between words at the width.
@Suite struct TypesetterTests {
    let body = Typesetter(face: SystemFont.face(weight: 0), size: 17)

    @Test func aLineIsItsAdvancesInOrder() {
        let line = body.line("Wi-Fi")
        #expect(line.glyphs.count == 5 && line.positions.first == 0)
        for index in 1..<line.glyphs.count {
            let previous = body.face.advance(ofGlyph: line.glyphs[index - 1]) * 17 / body.face.unitsPerEm
            #expect(abs(line.positions[index] - line.positions[index - 1] - previous) < 1e-12)
        }
        #expect(abs(line.width - body.width(of: "Wi-Fi")) < 1e-12)
        #expect(line.width > 35 && line.width < 45, "about 2.3 em")
    }

    @Test func metricsScaleWithTheSize() {
        #expect(abs(body.ascent - 17 * 2728 / 2816) < 1e-12)
        #expect(abs(body.descent - 17 * 680 / 2816) < 1e-12)
        #expect(abs(body.lineHeight - 17 * 3408 / 2816) < 1e-12, "1.21 em, no line gap")
    }

    @Test func linesBreakBetweenWordsAtTheWidth() {
        let text = "Privacy & Security settings"
        let wide = body.lines(text, width: nil)
        #expect(wide.map(\.text) == [text])
        let narrow = body.lines(text, width: body.width(of: "Privacy & Security"))
        #expect(narrow.map(\.text) == ["Privacy & Security", "settings"])
        #expect(narrow.allSatisfy { $0.width <= body.width(of: "Privacy & Security") })
        let tight = body.lines(text, width: 1)
        #expect(tight.map(\.text) == ["Privacy", "&", "Security", "settings"], "a word wider than the line stays whole")
    }

    @Test func newlinesEndLinesAndEmptyLinesStay() {
        #expect(body.lines("One\n\nTwo", width: 500).map(\.text) == ["One", "", "Two"])
        #expect(body.lines("", width: nil).map(\.text) == [""])
    }
}
