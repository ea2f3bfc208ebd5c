import CoreText
import Foundation

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
    /// as many as the text needs. A single line is never wrapped; several wrap between words,
    /// and a word wider than the line is broken between characters, as UIKit breaks it.
    init(_ text: String, font: UIFont, width: Double?, maximumLines: Int, lineBreakMode: NSLineBreakMode) {
        let setter = Typesetter(face: SystemFont.face(weight: Double(font.weight.rawValue)), size: font.pointSize)
        var lines: [String]
        if maximumLines == 1 || width == nil {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if maximumLines == 1 { lines = [lines.first ?? ""] }
        } else {
            lines = Self.wrap(text, width: width!, setter: setter, byCharacter: lineBreakMode == .byCharWrapping)
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

    /// Greedy line breaking between words; a word wider than the line, or any run of
    /// characters when `byCharacter`, is split between characters.
    private static func wrap(_ text: String, width: Double, setter: Typesetter, byCharacter: Bool) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            let pieces: [String] = byCharacter ? paragraph.map(String.init) : paragraph.split(separator: " ").map(String.init)
            for piece in pieces {
                let joined = current.isEmpty || byCharacter ? current + piece : current + " " + piece
                if setter.width(of: joined) <= width {
                    current = joined
                    continue
                }
                if !current.isEmpty { lines.append(current) }
                current = ""
                for character in piece where !(byCharacter && character == " " && current.isEmpty) {
                    if !current.isEmpty, setter.width(of: current + String(character)) > width {
                        lines.append(current)
                        current = ""
                    }
                    current.append(character)
                }
            }
            lines.append(current)
        }
        return lines
    }

    /// `line` cut to `width` with an ellipsis at the end, start or middle; clipping and the
    /// wrapping modes leave it to be clipped.
    private static func truncate(_ line: String, to width: Double, mode: NSLineBreakMode, setter: Typesetter) -> String {
        let characters = Array(line)
        func fits(_ candidate: String) -> Bool { setter.width(of: candidate) <= width }
        switch mode {
        case .byTruncatingTail:
            for count in stride(from: characters.count - 1, through: 0, by: -1) {
                let candidate = String(characters.prefix(count)).trimmingCharacters(in: .whitespaces) + "…"
                if fits(candidate) { return candidate }
            }
            return "…"
        case .byTruncatingHead:
            for count in stride(from: characters.count - 1, through: 0, by: -1) {
                let candidate = "…" + String(characters.suffix(count)).trimmingCharacters(in: .whitespaces)
                if fits(candidate) { return candidate }
            }
            return "…"
        case .byTruncatingMiddle:
            for count in stride(from: characters.count - 1, through: 0, by: -1) {
                let head = String(characters.prefix((count + 1) / 2)).trimmingCharacters(in: .whitespaces)
                let tail = String(characters.suffix(count / 2)).trimmingCharacters(in: .whitespaces)
                if fits(head + "…" + tail) { return head + "…" + tail }
            }
            return "…"
        case .byWordWrapping, .byCharWrapping, .byClipping:
            return line
        }
    }
}
