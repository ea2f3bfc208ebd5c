import Foundation

/// The trace as text: a header, then per track an `@ layer property` line followed by one line
/// per change, `tick value…` (`tick -` while the layer is out of the tree):
///
///     motion 1 fps 60 ticks 79
///     # values rounded to 0.01 pt, 0.01°, 0.001 for fractions, 0.000001 for perspective
///     @ UIView/UIWindow/UINavigationController/SecondViewController/mask pathBounds
///     0 295 20 60 60
///     1 294.13 19.13 61.74 61.74
///
/// A tick that repeats the previous value is not written, so a diff shows where motion changed.
extension MotionTrace {
    /// The format's version, the header's second word; bumped when old traces no longer parse.
    package static let formatVersion = 1

    package var text: String {
        // Written as bytes: joining a string per line and per number was most of the cost of
        // turning a check's traces into text.
        var text: [UInt8] = []
        text.reserveCapacity(4096)
        func line(_ string: String) {
            text.append(contentsOf: string.utf8)
            text.append(UInt8(ascii: "\n"))
        }
        line("motion \(Self.formatVersion) fps \(Self.framesPerSecond) ticks \(tickCount)")
        line("# values rounded to 0.01 pt, 0.01°, 0.001 for fractions, 0.000001 for perspective")
        for track in tracks {
            line("@ \(track.layer) \(track.property.name)")
            let unit = track.property.unit
            var previous: [Double]?? = .none
            for (tick, value) in track.values.enumerated() where previous != .some(value) {
                MotionUnit.appendDigits(of: UInt64(tick), count: nil, to: &text)
                if let value {
                    for number in value {
                        text.append(UInt8(ascii: " "))
                        unit.append(number, to: &text)
                    }
                } else {
                    text.append(contentsOf: " -".utf8)
                }
                text.append(UInt8(ascii: "\n"))
                previous = .some(value)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Reads a trace written by `text`; the error names the line that does not fit.
    package init(text: String) throws(MotionTraceError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().makeIterator()
        guard let (_, header) = lines.next() else { throw .malformed(line: 1, "the file is empty") }
        let words = header.split(separator: " ")
        guard words.count == 6, words[0] == "motion", words[2] == "fps", words[4] == "ticks" else {
            throw .malformed(line: 1, "expected \"motion \(Self.formatVersion) fps \(Self.framesPerSecond) ticks N\"")
        }
        guard words[1] == "\(Self.formatVersion)", words[3] == "\(Self.framesPerSecond)" else {
            throw .unsupportedVersion(String(header))
        }
        guard let tickCount = Int(words[5]), tickCount > 0 else { throw .malformed(line: 1, "the tick count must be a positive number") }

        var tracks: [MotionTrack] = []
        var current: (layer: String, property: MotionProperty, changes: [(tick: Int, value: [Double]?)])?
        func finishTrack() {
            guard let current else { return }
            var values = [[Double]?](repeating: nil, count: tickCount)
            for (index, change) in current.changes.enumerated() {
                let end = index + 1 < current.changes.count ? current.changes[index + 1].tick : tickCount
                for tick in change.tick..<end { values[tick] = change.value }
            }
            tracks.append(MotionTrack(layer: current.layer, property: current.property, values: values))
        }
        while let (index, line) = lines.next() {
            let number = index + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            let words = line.split(separator: " ")
            guard let first = words.first else { throw .malformed(line: number, "a line of only spaces") }
            if first == "@" {
                guard words.count == 3 else { throw .malformed(line: number, "a track starts with \"@ layer property\"") }
                guard let property = MotionProperty.named(String(words[2])) else {
                    throw .malformed(line: number, "unknown property \"\(words[2])\"")
                }
                finishTrack()
                current = (String(words[1]), property, [])
                continue
            }
            guard let track = current else { throw .malformed(line: number, "a value before any \"@ layer property\" line") }
            let previousTick = track.changes.last?.tick ?? -1
            guard let tick = Int(first), (0..<tickCount).contains(tick),
                  previousTick < tick, track.changes.isEmpty == (tick == 0) else {
                throw .malformed(line: number, "ticks of a track start at 0 and increase, below \(tickCount)")
            }
            let numbers = words.dropFirst()
            if numbers.count == 1, numbers.first == "-" {
                current?.changes.append((tick, nil))
                continue
            }
            let value = numbers.compactMap { Double($0) }
            guard value.count == numbers.count, value.count == track.property.components, value.allSatisfy(\.isFinite) else {
                throw .malformed(line: number, "\(track.property.name) takes \(track.property.components) number(s) or \"-\"")
            }
            current?.changes.append((tick, value))
        }
        finishTrack()
        self.init(tickCount: tickCount, tracks: tracks)
    }
}

/// Why a motion trace could not be read.
package enum MotionTraceError: Error, Equatable, CustomStringConvertible {
    case malformed(line: Int, String)
    case unsupportedVersion(String)

    package var description: String {
        switch self {
        case .malformed(let line, let problem):
            "motion trace line \(line): \(problem); re-record it with `harness update-goldens --filter ID`"
        case .unsupportedVersion(let header):
            "motion trace header \"\(header)\" is not version \(MotionTrace.formatVersion) at \(MotionTrace.framesPerSecond) fps; re-record it with `harness update-goldens --filter ID`"
        }
    }
}
