import CoreText
import Testing

/// Lines break between CJK characters, with kinsoku, as iOS word-wraps them; Korean keeps its
/// words whole; and the cost stays linear in the text's length.
@Suite struct LineBreakingTests {
    let setter = Typesetter(face: SystemFont.face(weight: 0), size: 17, language: "ja")
    let em = 17.0

    func wrap(_ text: String, ems: Double, style: WrapStyle = .label(byCharacter: false)) -> [String] {
        setter.wrap(Substring(text), width: ems * em + 0.001, style: style)
    }

    @Test func ideographsAndKanaBreakAnywhere() {
        #expect(wrap("日本語の文章を折り返す", ems: 4) == ["日本語の", "文章を折", "り返す"])
    }

    @Test func noLineStartsWithClosingPunctuationOrSmallKana() {
        // A plain break after 4 would start lines with 。 and ッ: each moves back with the character before it.
        #expect(wrap("今日は晴れ。明日も", ems: 5) == ["今日は晴", "れ。明日も"])
        #expect(wrap("ちょっとマッチ", ems: 3) == ["ちょっ", "とマッ", "チ"])
        #expect(wrap("コーヒーを飲む", ems: 2) == ["コー", "ヒー", "を飲", "む"])
    }

    @Test func noLineEndsWithAnOpeningBracket() {
        // 「 would end the first line at 4 ems: it moves to the next with what it opens.
        #expect(wrap("これは「本」です", ems: 4) == ["これは", "「本」で", "す"])
    }

    @Test func koreanBreaksBetweenWordsOnly() {
        let korean = Typesetter(face: SystemFont.face(weight: 0), size: 17, language: "ko")
        let lines = korean.wrap("비밀번호를 입력하세요", width: 6 * em, style: .label(byCharacter: false))
        #expect(lines == ["비밀번호를", "입력하세요"])
    }

    @Test func latinWrapsAsBefore() {
        #expect(wrap("Use your company email", ems: 6) == ["Use your", "company", "email"])
        #expect(wrap("Wi-Fi 设置 Bluetooth", ems: 5) == ["Wi-Fi 设置", "Bluetooth"])
    }

    @Test func characterWrappingIgnoresKinsoku() {
        #expect(wrap("今日は晴れ。明日", ems: 5, style: .label(byCharacter: true)) == ["今日は晴れ", "。明日"])
    }

    @Test func aLayerKeepsAnOverlongWordWhole() {
        #expect(wrap("Supercalifragilistic ok", ems: 3, style: .layer) == ["Supercalifragilistic", "ok"])
        #expect(wrap("Supercalifragilistic ok", ems: 3).first!.count < 8, "a label breaks it between characters")
    }

    @Test func aMegabyteWrapsInOnePass() {
        // One pass over 1 MB, where the old breaker re-measured every line for every word.
        let text = String(repeating: "The quick brown fox 跳过了懒狗。", count: 40_000)
        let lines = setter.wrap(Substring(text), width: 300, style: .label(byCharacter: false))
        #expect(lines.count > 10_000)
        #expect(lines.joined().unicodeScalars.filter { $0 != " " }.count == text.unicodeScalars.filter { $0 != " " }.count)
    }
}
