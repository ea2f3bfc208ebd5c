/// Names one golden frame of a scenario: its index and its time, which give its file name.
///
///     FrameKey(index: 2, time: 0.5)?.fileName   // "f2-0500ms.png"
package struct FrameKey: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    package let index: Int
    /// The frame's time rounded to whole milliseconds, as it appears in the file name.
    package let milliseconds: Int

    /// The longest time a frame may have: one day.
    package static let maximumTime: Double = 86_400

    /// Nil when `index` is negative or `time` is NaN, infinite, negative or beyond `maximumTime`.
    package init?(index: Int, time: Double) {
        guard index >= 0, time.isFinite, time >= 0, time <= Self.maximumTime else { return nil }
        self.index = index
        self.milliseconds = Int((time * 1000).rounded())
    }

    /// Parses a name such as `f2-0500ms.png`; nil for anything else, so stray files are never taken for goldens.
    package init?(fileName: String) {
        guard fileName.hasPrefix("f"), fileName.hasSuffix("ms.png") else { return nil }
        let middle = fileName.dropFirst().dropLast("ms.png".count)
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count >= 4,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let index = Int(parts[0]), let milliseconds = Int(parts[1]) else { return nil }
        self.index = index
        self.milliseconds = milliseconds
        guard self.fileName == fileName else { return nil }  // rejects non-canonical spellings like "f02-…"
    }

    /// `f<index>-<milliseconds, at least 4 digits>ms.png`.
    package var fileName: String {
        let digits = String(milliseconds)
        return "f\(index)-\(String(repeating: "0", count: max(0, 4 - digits.count)))\(digits)ms.png"
    }

    /// The file name without `.png`, used as the stem of a frame's report artifacts.
    package var stem: String { String(fileName.dropLast(".png".count)) }

    package var description: String { fileName }

    package static func < (lhs: FrameKey, rhs: FrameKey) -> Bool {
        (lhs.index, lhs.milliseconds) < (rhs.index, rhs.milliseconds)
    }
}
