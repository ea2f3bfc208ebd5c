import Foundation
import GoldenKit
import HarnessCore
import ImageComparison

/// `harness diff A.png B.png`: compares two images as `check` compares a frame with its golden.
/// Exits 0 when no pixel counts as different, 1 otherwise.
enum DiffCommand {
    static let declaration = CommandDeclaration(
        name: "diff", summary: "compare two images as check does",
        positionals: [
            PositionalDeclaration("A.png", help: "the expected image"),
            PositionalDeclaration("B.png", help: "the actual image"),
        ],
        options: [
            OptionDeclaration("--threshold", .value("T"), help: "pixelmatch's colour threshold, 0 to 1 (default: 0.1)"),
            OptionDeclaration("--include-aa", help: "count anti-aliased pixels as differences too"),
            OptionDeclaration("--out", .value("DIFF.png"), help: "write pixelmatch's diff image there"),
            OptionDeclaration("--json", help: "print the counts as JSON"),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let threshold = try arguments.number("--threshold", in: 0...1) ?? Tolerance.default.threshold
        let tolerance = Tolerance(threshold: threshold, ignoresAntialiasing: !arguments.flag("--include-aa"))
        let out = arguments.value("--out").map { URL(fileURLWithPath: $0) }
        let (expected, actual) = (arguments.positionals[0], arguments.positionals[1])
        let comparison: PixelComparison
        do {
            comparison = try FileDiff.run(expected: URL(fileURLWithPath: expected), actual: URL(fileURLWithPath: actual),
                                          diffOutput: out, tolerance: tolerance)
        } catch {
            throw HarnessError.environment("\(error)")
        }

        if arguments.flag("--json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            Terminal.line(String(decoding: try encoder.encode(comparison), as: UTF8.self))
        } else {
            Terminal.line("\(expected) vs \(actual): \(comparison.summary)")
        }
        return comparison.differentPixels == 0 && !comparison.sizeMismatch ? 0 : 1
    }
}
