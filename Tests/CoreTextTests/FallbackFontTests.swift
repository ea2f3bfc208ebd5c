import CoreText
import Foundation
import GoldenKit
import Testing

/// What Inter lacks is drawn from the embedded Noto files, Debian's bytes unchanged, in the
/// face of the text's language, and a character no face has is one missing-glyph box.
@Suite struct FallbackFontTests {

    let regular = SystemFont.face(weight: 0)

    @Test func theEmbeddedFilesAreDebians() {
        #expect(FallbackFont.files.map(\.name).sorted() == FallbackFont.fileDigests.keys.sorted())
        for file in FallbackFont.files {
            #expect(SHA256.hex(of: [UInt8](file.bytes)) == FallbackFont.fileDigests[file.name], "\(file.name)")
        }
    }

    @Test func eachRegionIsItsFaceOfTheCollection() {
        let faces = CJKRegion.allCases.map { FallbackFont.cjk($0, boldAfter: 400) }
        #expect(faces.map(\.index) == [0, 1, 2, 3])
        // Noto Sans CJK's shared metrics: 1000 units, hhea 1160 / -288.
        #expect(faces.allSatisfy { $0.unitsPerEm == 1000 && $0.ascender == 1160 && $0.descender == -288 })
        // 返 has a Japanese, a Korean, a Simplified and a Traditional form: each face maps it to
        // a glyph of its own.
        let forms = Set(faces.map { $0.glyph(for: "返") })
        #expect(forms.count == 4 && !forms.contains(0))
        #expect(FallbackFont.cjk(.japanese, boldAfter: 700) !== faces[0], "a bold primary face takes the bold file")
    }

    @Test func languagesPickTheirRegion() {
        #expect(CJKRegion(language: "ja") == .japanese && CJKRegion(language: "ko-KR") == .korean)
        #expect(CJKRegion(language: "zh-Hans") == .simplifiedChinese && CJKRegion(language: "zh") == .simplifiedChinese)
        #expect(CJKRegion(language: "zh-Hant") == .traditionalChinese && CJKRegion(language: "zh_TW") == .traditionalChinese)
        #expect(CJKRegion(language: "zh-HK") == .traditionalChinese && CJKRegion(language: "zh-Hans-HK") == .simplifiedChinese)
        #expect(CJKRegion(language: "en") == nil && CJKRegion(language: "fr-CA") == nil)
    }

    @Test func latinStaysInInterAndCJKFallsBackByLanguage() {
        let japanese = FontCascade(primary: regular, language: "ja")
        #expect(japanese.glyph(for: "A", next: nil)?.face === regular)
        #expect(japanese.glyph(for: "直", next: nil)?.face === FallbackFont.cjk(.japanese, boldAfter: 400))
        #expect(japanese.glyph(for: "한", next: nil)?.face === FallbackFont.cjk(.japanese, boldAfter: 400))
        let traditional = FontCascade(primary: regular, language: "zh-Hant")
        #expect(traditional.glyph(for: "設", next: nil)?.face === FallbackFont.cjk(.traditionalChinese, boldAfter: 400))
    }

    @Test func withNoLanguageHanIsSimplifiedChineseAndHangulKorean() {
        let device = FontCascade(primary: regular, language: nil)
        #expect(device.glyph(for: "直", next: nil)?.face === FallbackFont.cjk(.simplifiedChinese, boldAfter: 400))
        #expect(device.glyph(for: "あ", next: nil)?.face === FallbackFont.cjk(.simplifiedChinese, boldAfter: 400))
        #expect(device.glyph(for: "한", next: nil)?.face === FallbackFont.cjk(.korean, boldAfter: 400))
    }

    @Test func emojiDrawInColourAndSelectorsDrawNothing() {
        let cascade = FontCascade(primary: regular, language: nil)
        #expect(cascade.glyph(for: "\u{1F600}", next: nil)?.face === FallbackFont.emoji)
        #expect(cascade.glyph(for: "\u{2764}", next: "\u{FE0F}")?.face === FallbackFont.emoji, "FE0F asks for emoji")
        #expect(cascade.glyph(for: "\u{FE0F}", next: nil) == nil)
        #expect(cascade.glyph(for: "\u{200D}", next: nil) == nil)
        let setter = Typesetter(face: regular, size: 17)
        let smile = setter.line("\u{1F600}")
        #expect(smile.runs.map(\.face) == [FallbackFont.emoji])
        #expect(abs(smile.width - 17 * 2550 / 2048) < 1e-9, "Noto Color Emoji's advance, 1.245 em")
    }

    @Test func aCharacterNoFaceHasIsOneMissingGlyphBox() {
        let setter = Typesetter(face: regular, size: 17)
        let line = setter.line("a\u{0E01}b")   // Thai: in none of the embedded faces
        #expect(line.glyphs == [regular.glyph(for: "a"), 0, regular.glyph(for: "b")])
        #expect(line.runs.map(\.face) == [regular] && line.runs[0].glyphs == 0..<3)
        #expect(line.positions[2] - line.positions[1] > 5, "the box takes Inter's .notdef advance")
    }

    @Test func mixedTextIsSetInRunsOnOneBaseline() {
        let setter = Typesetter(face: regular, size: 17, language: "zh-Hans")
        let line = setter.line("Wi-Fi 设置")
        #expect(line.runs.map(\.face) == [regular, FallbackFont.cjk(.simplifiedChinese, boldAfter: 400)])
        #expect(line.runs.map(\.glyphs) == [0..<6, 6..<8])
        #expect(abs(line.positions[7] - line.positions[6] - 17) < 1e-9, "an ideograph is one em wide")
        #expect(setter.lineHeight == Typesetter(face: regular, size: 17).lineHeight, "one line spacing for every script")
    }

    /// The cascade skips Unicode's property tables for ASCII, which is sound only while no ASCII
    /// scalar is default-ignorable or emoji by default; and its per-face ASCII table must give
    /// what the cmap gives (a keycap digit still asks for emoji before U+FE0F).
    @Test func asciiNeedsNoPropertyLookup() throws {
        for value in 0..<128 {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(!scalar.properties.isDefaultIgnorableCodePoint && !scalar.properties.isEmojiPresentation, "U+\(value)")
        }
        let cascade = FontCascade(primary: regular, language: nil)
        #expect(cascade.glyph(for: "A", next: nil)?.glyph == regular.glyph(for: "A"))
        #expect(cascade.glyph(for: "1", next: "\u{FE0F}")?.face === FallbackFont.emoji, "a keycap asks for emoji first")
        #expect(cascade.glyph(for: "1", next: nil)?.face === regular)
    }
}
