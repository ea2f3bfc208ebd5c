import CoreText
import Foundation
import Synchronization

/// Text set as a label sets it: broken into lines at a width, kept to a number of lines, and
/// the last line cut as the line break mode says. Widths come from CoreText's `Typesetter`,
/// the one the renderer draws with, so a label is exactly as wide as the text it shows.
///
///     let layout = TextLayout("Use your company email", font: .systemFont(ofSize: 17),
///                             width: 120, maximumLines: 0, lineBreakMode: .byWordWrapping)
///     layout.lines   // ["Use your", "company", "email"]
struct TextLayout {
    /// The lines as drawn, each already cut to the width where the mode truncates.
    let lines: [String]
    /// The widest line and the lines' height, rounded up to whole points.
    let size: CGSize

    /// Sets `text` at `width` (nil: as wide as its longest paragraph). `maximumLines` of 0 means
    /// as many as the text needs. A single line is never wrapped; several wrap between words
    /// and between CJK characters, and a word wider than the line is broken between characters,
    /// as UIKit breaks it. `language` (a BCP 47 tag) picks the regional CJK forms.
    init(_ text: String, font: UIFont, width: Double?, maximumLines: Int, lineBreakMode: NSLineBreakMode,
         language: String? = nil) {
        let key = Key(text: text, weight: Double(font.weight.rawValue), size: font.pointSize, width: width,
                      maximumLines: maximumLines, lineBreakMode: lineBreakMode.rawValue, language: language)
        if let known = Self.known.withLock({ $0.layouts[key] }) {
            self = known
            return
        }
        self.init(setting: key, lineBreakMode: lineBreakMode)
        let (layout, bytes) = (self, text.utf8.count)
        guard bytes <= Self.knownLimit.bytes else { return }
        Self.known.withLock { known in
            if known.layouts.count >= Self.knownLimit.count || known.bytes + bytes > Self.knownLimit.bytes {
                known = Known()
            }
            known.layouts[key] = layout
            known.bytes += bytes
        }
    }

    /// Everything a layout is made from: the same key always sets the same lines, since the
    /// faces are embedded and the typesetter reads nothing else. Texts are the same when their
    /// scalars are, not merely canonically equivalent as Swift's `==` has it: a precomposed "é"
    /// and "e" with a combining accent are different glyphs.
    private struct Key: Hashable {
        let text: String
        let weight: Double
        let size: Double
        let width: Double?
        let maximumLines: Int
        let lineBreakMode: Int
        let language: String?

        static func == (a: Key, b: Key) -> Bool {
            guard a.weight == b.weight, a.size == b.size, a.width == b.width, a.maximumLines == b.maximumLines,
                  a.lineBreakMode == b.lineBreakMode, a.language == b.language else { return false }
            var (first, second) = (a.text, b.text)
            return first.withUTF8 { first in
                second.withUTF8 { second in
                    first.count == second.count && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
                }
            }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(weight)
            hasher.combine(size)
            hasher.combine(width)
            hasher.combine(maximumLines)
            hasher.combine(lineBreakMode)
            hasher.combine(language)
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    /// Layouts already set, shared by every scene in the process: a screen lays its labels out
    /// several times while it is built (each pass asks again), and every variant of a scenario
    /// sets the same titles.
    private struct Known {
        var layouts: [Key: TextLayout] = [:]
        /// The UTF-8 bytes of the texts kept.
        var bytes = 0
    }

    private static let known = Mutex(Known())
    /// At most this many layouts and bytes of text: past either the table starts again empty, so
    /// a scene that keeps setting new long texts does not grow it. A longer text is set afresh
    /// each time.
    private static let knownLimit = (count: 4096, bytes: 8 << 20)

    private init(setting key: Key, lineBreakMode: NSLineBreakMode) {
        let (text, width, maximumLines, language) = (key.text, key.width, key.maximumLines, key.language)
        let setter = Typesetter(face: SystemFont.face(weight: key.weight), size: key.size, language: language)
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String]
        if maximumLines == 1 || width == nil {
            lines = (maximumLines == 1 ? Array(paragraphs.prefix(1)) : paragraphs).map(String.init)
        } else {
            let style = WrapStyle.label(byCharacter: lineBreakMode == .byCharWrapping)
            lines = paragraphs.flatMap { setter.wrap($0, width: width!, style: style) }
        }
        if maximumLines > 0, lines.count > maximumLines || maximumLines == 1 {
            let kept = Array(lines.prefix(maximumLines))
            // The last line shown takes the rest of the text, cut as the mode says.
            let rest = lines.dropFirst(maximumLines - 1).joined(separator: " ")
            lines = kept.dropLast() + [rest]
            if let width, setter.width(of: rest) > width {
                lines[lines.count - 1] = Self.truncate(rest, to: width, mode: lineBreakMode, setter: setter)
            }
        }
        self.lines = lines
        let widest = lines.map { setter.width(of: $0) }.max() ?? 0
        size = CGSize(width: widest.rounded(.up), height: (Double(lines.count) * setter.lineHeight).rounded(.up))
    }

    /// `line` cut to `width` with an ellipsis at the end, start or middle, keeping as many
    /// characters as fit; clipping and the wrapping modes leave it to be clipped.
    ///
    /// Keeping one more character never narrows the result, so the most that fit are found by
    /// bisection, and each try sums advances only until they pass the width: the cost grows
    /// with the line's length by its logarithm, not its square, whatever text the label holds.
    private static func truncate(_ line: String, to width: Double, mode: NSLineBreakMode, setter: Typesetter) -> String {
        let characters = Array(line)
        let scalars = Array(line.unicodeScalars)
        let advances = setter.advances(of: scalars)
        let ellipsis = setter.width(of: "…")
        // Where each character's scalars start, and one past the last.
        var starts = [0]
        starts.reserveCapacity(characters.count + 1)
        for character in characters { starts.append(starts.last! + character.unicodeScalars.count) }
        let isSpace = characters.map { $0.unicodeScalars.count == 1 && CharacterSet.whitespaces.contains($0.unicodeScalars.first!) }

        /// The characters `range` with spaces and tabs trimmed from both ends.
        func trimmed(_ range: Range<Int>) -> Range<Int> {
            var (low, high) = (range.lowerBound, range.upperBound)
            while low < high, isSpace[low] { low += 1 }
            while high > low, isSpace[high - 1] { high -= 1 }
            return low..<high
        }
        /// Whether `head`, the ellipsis and `tail` fit, summed left to right as `width(of:)` does.
        func fits(_ head: Range<Int>, _ tail: Range<Int>) -> Bool {
            var total = 0.0
            for index in starts[head.lowerBound]..<starts[head.upperBound] {
                total += advances[index]
                if total > width { return false }
            }
            total += ellipsis
            for index in starts[tail.lowerBound]..<starts[tail.upperBound] where total <= width { total += advances[index] }
            return total <= width
        }
        let count = characters.count
        let head: (Int) -> Range<Int>, tail: (Int) -> Range<Int>
        switch mode {
        case .byTruncatingTail: (head, tail) = ({ trimmed(0..<$0) }, { _ in count..<count })
        case .byTruncatingHead: (head, tail) = ({ _ in 0..<0 }, { trimmed(count - $0..<count) })
        case .byTruncatingMiddle: (head, tail) = ({ trimmed(0..<($0 + 1) / 2) }, { trimmed(count - $0 / 2..<count) })
        case .byWordWrapping, .byCharWrapping, .byClipping: return line
        }
        // The most characters, below all of them, that fit with the ellipsis.
        var (low, high) = (0, count - 1)
        guard high >= 0, fits(head(0), tail(0)) else { return "…" }
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(head(middle), tail(middle)) { low = middle } else { high = middle - 1 }
        }
        return String(characters[head(low)]) + "…" + String(characters[tail(low)])
    }
}
