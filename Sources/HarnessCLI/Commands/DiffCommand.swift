import Foundation
import GoldenKit
import HarnessCore
import ImageComparison

/// `harness diff A.png B.png`: compares two images as `check` compares a frame with its golden,
/// exactly unless told otherwise. Exits 0 when no pixel counts as different, 1 otherwise.
struct DiffCommand: HarnessCommand {
    static let configuration = CommandConfiguration(name: "diff", summary: "compare two images as check does")

    @Argument("A.png", help: "the expected image") var expected: String
    @Argument("B.png", help: "the actual image") var actual: String
    @Option("--threshold", "T", help: "pixelmatch's colour threshold, 0 to 1 (default: 0, any colour change counts)", in: 0...1)
    var threshold: Double?
    @Flag("--ignore-aa", help: "leave out pixels that look anti-aliased, as pixelmatch does") var ignoresAntialiasing: Bool
    @Option("--out", "DIFF.png", help: "write pixelmatch's diff image there") var out: String?
    @Flag("--json", help: "print the counts as JSON") var json: Bool

    func run(_ context: CommandContext) throws -> Int32 {
        if let out { try OutputLocation.check(path: out, option: "--out", goldens: context.common.goldensPath()) }
        let tolerance = Tolerance(threshold: threshold ?? Tolerance.default.threshold, ignoresAntialiasing: ignoresAntialiasing)
        let comparison: PixelComparison
        do {
            comparison = try FileDiff.run(expected: URL(fileURLWithPath: expected), actual: URL(fileURLWithPath: actual),
                                          diffOutput: out.map { URL(fileURLWithPath: $0) }, tolerance: tolerance)
        } catch {
            throw HarnessError.environment("\(error)")
        }

        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            Terminal.line(String(decoding: try encoder.encode(comparison), as: UTF8.self))
        } else {
            Terminal.line("\(expected) vs \(actual): \(comparison.summary)")
        }
        return comparison.differentPixels == 0 && !comparison.sizeMismatch ? 0 : 1
    }
}
