/// The character classes line breaking needs for Chinese, Japanese, Korean and emoji, after
/// Unicode's line breaking algorithm (UAX #14) in its strict form, as iOS word-wraps them: a
/// line may break between any two ideographs, kana or emoji; never before closing punctuation,
/// small kana, the prolonged sound mark or an iteration mark, nor after an opening bracket
/// (kinsoku shori); and never between two Hangul syllables, since UIKit's standard line-break
/// strategy includes `.hangulWordPriority`, which keeps Korean words whole.
package enum CJKText {
    /// Whether a line may break on either side of `scalar`: ideographs, kana, CJK symbols and
    /// fullwidth forms, emoji (UAX #14 classes ID, and the CJK members of others).
    static func breaksAround(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31C0...0x31FF,
             0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFFEF, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return scalar.properties.isEmojiPresentation
        }
    }

    /// Kinsoku: what may not begin a line (UAX #14 CL, CP, EX, IS, NS and CJ, taken as NS), and
    /// what never begins one anywhere: a combining mark, a joiner, a selector, a skin tone.
    static func mayNotStartLine(_ scalar: Unicode.Scalar) -> Bool {
        if noStart.contains(scalar) { return true }
        switch scalar.value {
        case 0xFE00...0xFE0F, 0x200C, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xE0100...0xE01EF: return true
        default: return scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .spacingMark
        }
    }

    /// Kinsoku: what may not end a line (UAX #14 OP, and a zero-width joiner inside an emoji).
    static func mayNotEndLine(_ scalar: Unicode.Scalar) -> Bool { noEnd.contains(scalar) || scalar == "\u{200D}" }

    /// Hangul syllables and jamo, which `.hangulWordPriority` keeps together.
    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF, 0xFFA0...0xFFDC: true
        default: false
        }
    }

    /// Whether a line may break between `before` and `after`, which touch (no space between).
    static func mayBreak(between before: Unicode.Scalar, and after: Unicode.Scalar) -> Bool {
        guard breaksAround(before) || breaksAround(after) else { return false }
        if mayNotStartLine(after) || mayNotEndLine(before) { return false }
        // A flag is two regional indicators.
        return !(isRegionalIndicator(before) && isRegionalIndicator(after))
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(scalar.value) }

    private static let noStart = Set(
        ")]}»›!?,.:;%‰°′″℃¢、。，．・：；？！）」』】〉》〕］｝〙〗〟”’｣ヽヾーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々〻‐゠–〜～ゝゞ…‥"
            .unicodeScalars)
    private static let noEnd = Set("([{«‹（「『【〈《〔［｛〘〖〝“‘｢".unicodeScalars)
}
