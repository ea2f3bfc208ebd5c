import CoreText
import Testing

/// Emoji sequences draw as one picture from the colour emoji face, as Apple Color Emoji draws
/// them (Unicode's UTS #51 sequences, which Noto Color Emoji carries as ligatures): a family
/// joined by zero-width joiners, a flag, a skin tone, a keycap.
@Suite struct EmojiSequenceTests {
    let setter = Typesetter(face: SystemFont.face(weight: 0), size: 17)

    @Test(arguments: ["👨\u{200D}👩\u{200D}👧", "🇯🇵", "🇺🇦", "👍🏽", "1\u{FE0F}\u{20E3}", "🏳️\u{200D}🌈", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"])
    func aSequenceIsOneGlyph(sequence: String) throws {
        let line = setter.line(sequence)
        #expect(line.glyphs.count == 1, "\(line.glyphs)")
        let run = try #require(line.runs.first)
        #expect(run.face === FallbackFont.emoji && line.glyphs[0] != 0)
        // As wide as a single emoji: a square picture.
        #expect(abs(line.width - setter.line("😀").width) < 0.01)
    }

    @Test func theWholeAdvanceGoesToTheFirstScalarOfASequence() {
        let scalars = Array("a🇯🇵b".unicodeScalars)
        let advances = setter.advances(of: scalars)
        #expect(advances.count == 4 && advances[1] > 0 && advances[2] == 0)
        #expect(abs(advances.reduce(0, +) - setter.width(of: "a🇯🇵b")) < 1e-9)
    }

    @Test func aJoinerTheFaceHasNoPictureForLeavesEachEmojiDrawn() {
        // No font draws a guitar joined to a frog: the two draw side by side, the joiner nothing.
        let line = setter.line("🎸\u{200D}🐸")
        #expect(line.glyphs.count == 2)
        #expect(abs(line.width - setter.line("🎸🐸").width) < 0.01)
    }

    @Test func twoFlagsInARowAreTwoFlags() {
        #expect(setter.line("🇫🇷🇩🇪").glyphs.count == 2)
    }
}
