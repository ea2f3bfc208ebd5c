import Foundation

/// The faces a line's characters are drawn from, tried in the order iOS's system-font cascade
/// tries them: the system face (Inter) first; then for Chinese, Japanese and Korean the regional
/// face the text's language asks for; then colour emoji. A character none of them has is drawn
/// once, as the system face's missing-glyph box (`.notdef`), where iOS draws its LastResort box.
///
/// With no language known, iOS follows the device's preferred languages; the harness's device
/// speaks English, whose cascade reaches PingFang SC before the other CJK faces and Apple SD
/// Gothic Neo only for Hangul (PingFang has none): so Han, kana and CJK punctuation take
/// Simplified Chinese forms and Hangul the Korean face (docs/SYSTEM-DEFAULTS.md).
///
///     let cascade = FontCascade(primary: SystemFont.face(weight: 0), language: "ja")
///     cascade.glyph(for: "直", next: nil)?.face   // Noto Sans CJK JP, with the Japanese form
package struct FontCascade: Sendable {
    package let primary: FontFace
    private let cjk: FontFace
    private let hangul: FontFace

    /// The cascade after `primary` for text in `language` (a BCP 47 tag such as `zh-Hant`), or
    /// for the device's language when it is nil or not Chinese, Japanese or Korean.
    package init(primary: FontFace, language: String?) {
        self.primary = primary
        let region = language.flatMap(CJKRegion.init(language:))
        cjk = FallbackFont.cjk(region ?? .simplifiedChinese, boldAfter: primary.weightClass)
        hangul = FallbackFont.cjk(region ?? .korean, boldAfter: primary.weightClass)
    }

    /// The face and glyph that draw `scalar` when `next` follows it; nil for a scalar that
    /// draws nothing and takes no space (a variation selector, a joiner, a bidi mark).
    /// A character with emoji presentation, or followed by U+FE0F, tries colour emoji first.
    package func glyph(for scalar: Unicode.Scalar, next: Unicode.Scalar?) -> (face: FontFace, glyph: UInt16)? {
        // No ASCII scalar is default-ignorable or shown as emoji by default (digits, # and * are
        // emoji only before U+FE0F), so the common case skips two Unicode property lookups.
        let ascii = scalar.isASCII
        if !ascii, scalar.properties.isDefaultIgnorableCodePoint { return nil }
        let emoji = FallbackFont.emoji
        let emojiFirst = next == "\u{FE0F}" || (!ascii && scalar.properties.isEmojiPresentation)
        if emojiFirst, case let glyph = emoji.glyph(for: scalar), glyph != 0 { return (emoji, glyph) }
        if case let glyph = primary.glyph(for: scalar), glyph != 0 { return (primary, glyph) }
        let cjkFace = CJKText.isHangul(scalar) ? hangul : cjk
        if case let glyph = cjkFace.glyph(for: scalar), glyph != 0 { return (cjkFace, glyph) }
        if !emojiFirst, case let glyph = emoji.glyph(for: scalar), glyph != 0 { return (emoji, glyph) }
        return (primary, 0)
    }
}
