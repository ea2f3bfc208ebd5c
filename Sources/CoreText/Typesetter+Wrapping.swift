import Foundation

/// How a paragraph wraps: as a label wraps it, or as a `CATextLayer` does.
package enum WrapStyle: Sendable, Equatable {
    /// UILabel's: runs of spaces fall away at breaks, and a word wider than the line is broken
    /// between characters; with `byCharacter`, every character is a place to break.
    case label(byCharacter: Bool)
    /// CATextLayer's: every space is kept but the one a line breaks at, and a word wider than
    /// the line stays whole on a line of its own.
    case layer
}

extension Typesetter {
    /// `paragraph` (no newlines) broken greedily into lines no wider than `width` where it can
    /// be: at spaces, and between CJK characters and emoji where kinsoku allows
    /// (`CJKText.mayBreak`). Each scalar's advance is read once and each line's width is summed
    /// left to right as `width(of:)` sums it, so the lines do not depend on how the text was
    /// cut, and the cost is linear in the paragraph's length.
    package func wrap(_ paragraph: Substring, width: Double, style: WrapStyle) -> [String] {
        let scalars = Array(paragraph.unicodeScalars)
        let advances = advances(of: scalars)
        let space = self.width(of: " ")
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var lineWidth = 0.0

        func place(_ unit: Range<Int>, spaced: Bool) {
            let separated = spaced && !current.isEmpty
            var candidate = separated ? lineWidth + space : lineWidth
            for index in unit { candidate += advances[index] }
            if candidate <= width || (style == .layer && current.isEmpty) {
                if separated { current.append(" ") }
                current.append(contentsOf: scalars[unit])
                lineWidth = candidate
                return
            }
            if style == .layer {
                lines.append(String(current))
                current = String.UnicodeScalarView(scalars[unit])
                lineWidth = unit.reduce(0.0) { $0 + advances[$1] }
                return
            }
            if !current.isEmpty { lines.append(String(current)) }
            (current, lineWidth) = (String.UnicodeScalarView(), 0)
            // A unit wider than the line: broken between characters (grapheme clusters).
            var start = unit.lowerBound
            for character in String(String.UnicodeScalarView(scalars[unit])) {
                let end = start + character.unicodeScalars.count
                defer { start = end }
                if style == .label(byCharacter: true), character == " ", current.isEmpty { continue }
                var extended = lineWidth
                for index in start..<end { extended += advances[index] }
                if !current.isEmpty, extended > width {
                    lines.append(String(current))
                    (current, extended) = (String.UnicodeScalarView(), 0)
                    for index in start..<end { extended += advances[index] }
                }
                current.append(contentsOf: scalars[start..<end])
                lineWidth = extended
            }
        }

        switch style {
        case .label(byCharacter: true):
            var start = 0
            for character in paragraph {
                let end = start + character.unicodeScalars.count
                place(start..<end, spaced: false)
                start = end
            }
        case .label, .layer:
            var start = 0
            while start <= scalars.count {
                let end = scalars[start...].firstIndex(of: " ") ?? scalars.count
                if end > start || style == .layer {
                    // A word, in pieces between which a CJK line may break.
                    var piece = start
                    for index in start..<end where index > start && CJKText.mayBreak(between: scalars[index - 1], and: scalars[index]) {
                        place(piece..<index, spaced: piece == start)
                        piece = index
                    }
                    place(piece..<end, spaced: piece == start)
                }
                start = end + 1
            }
        }
        lines.append(String(current))
        return lines
    }
}
