import Foundation
import GoldenKit
import HarnessCore

/// `harness diff A.png B.png`: compares two images as `check` compares a frame with its golden.
/// Exits 0 when no pixel counts as different, 1 otherwise.
enum DiffCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let threshold = try arguments.value("--threshold").map { text -> Double in
            guard let t = Double(text), (0...1).contains(t) else { throw UsageError("--threshold '\(text)' must be a number from 0 to 1") }
            return t
        } ?? Tolerance.default.threshold
        let includeAA = arguments.flag("--include-aa")
        let out = try arguments.value("--out").map { URL(fileURLWithPath: $0) }
        let json = arguments.flag("--json")
        let paths = try arguments.positionals()
        guard paths.count == 2 else { throw UsageError("diff takes two PNG files: harness diff A.png B.png") }

        let tolerance = Tolerance(threshold: threshold, ignoresAntialiasing: !includeAA)
        let comparison: PixelComparison
        do {
            comparison = try FileDiff.run(expected: URL(fileURLWithPath: paths[0]), actual: URL(fileURLWithPath: paths[1]),
                                          diffOutput: out, tolerance: tolerance)
        } catch {
            throw HarnessError.environment("\(error)")
        }

        if json {
            let fields: [String: Any] = [
                "width": comparison.width, "height": comparison.height,
                "totalPixels": comparison.totalPixels, "differentPixels": comparison.differentPixels,
                "antialiasedPixels": comparison.antialiasedPixels, "maxChannelDelta": comparison.maxChannelDelta,
                "identical": comparison.identical,
            ]
            let data = try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
            Terminal.line(String(decoding: data, as: UTF8.self))
        } else {
            Terminal.line("\(paths[0]) vs \(paths[1]): \(comparison.summary)")
        }
        return comparison.differentPixels == 0 && !comparison.sizeMismatch ? 0 : 1
    }
}
