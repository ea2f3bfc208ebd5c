import Foundation

/// The emoji sequences Unicode defines (UTS #51) that a colour emoji face draws as one picture:
/// emoji joined by zero-width joiners (a family, a profession), a flag of two regional
/// indicators or a subdivision flag of tag characters, a skin-tone modifier, a keycap, each with
/// its variation selectors.
enum EmojiSequence {
    /// How many scalars from `start` form one sequence (1 when `scalars[start]` stands alone).
    static func length(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start + 1
        while end < scalars.count {
            let scalar = scalars[end]
            if isModifierOrSelector(scalar) {
                end += 1
            } else if scalar == "\u{200D}", end + 1 < scalars.count, scalars[end + 1].properties.isEmoji {
                end += 2
            } else if end == start + 1, isRegionalIndicator(scalars[start]), isRegionalIndicator(scalar) {
                end += 1
            } else {
                break
            }
        }
        return end - start
    }

    /// The emoji face's glyphs for a sequence: its ligature, or, for a sequence the face does not
    /// know, each of its emoji in turn (joiners and selectors drawing nothing).
    static func glyphs(of sequence: ArraySlice<Unicode.Scalar>) -> [UInt16] {
        let face = FallbackFont.emoji
        let glyphs = sequence.map { face.glyph(for: $0) }.filter { $0 != 0 }
        let ignorable = Set(sequence.filter { $0.properties.isDefaultIgnorableCodePoint || isModifierOrSelector($0) && !isSkinTone($0) }
            .map { face.glyph(for: $0) })
        return FallbackFont.emojiLigatures.apply(to: glyphs).filter { !ignorable.contains($0) }
    }

    /// A variation selector, skin-tone modifier, combining keycap or tag character: part of the
    /// emoji before it.
    private static func isModifierOrSelector(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{FE0F}" || scalar == "\u{FE0E}" || scalar == "\u{20E3}" || isSkinTone(scalar)
            || (0xE0020...0xE007F).contains(scalar.value)
    }

    private static func isSkinTone(_ scalar: Unicode.Scalar) -> Bool { (0x1F3FB...0x1F3FF).contains(scalar.value) }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(scalar.value) }
}
