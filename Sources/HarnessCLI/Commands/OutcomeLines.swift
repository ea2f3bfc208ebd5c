import Foundation
import GoldenKit
import HarnessReport

/// How the CLI prints a scenario's outcome: one line, then one indented line per failing frame
/// and per change of its motion (with `verbose`, also one per layer that follows a change).
enum OutcomeLines {
    static func print(_ outcome: ScenarioOutcome, verbose: Bool = false) {
        let status = outcome.status
        let mark: String
        switch status {
        case .passed: mark = Terminal.styled("PASS   ", .green)
        case .written: mark = Terminal.styled("WROTE  ", .yellow)
        case .missing: mark = Terminal.styled("MISSING", .red)
        case .failed: mark = Terminal.styled("FAIL   ", .red)
        case .errored: mark = Terminal.styled("ERROR  ", .red)
        }
        let detail = String(format: "%d frames, %.2f s", outcome.frames.count, outcome.seconds)
        Terminal.line("\(mark) \(outcome.id)  \(Terminal.styled(detail, .dim))")
        if let error = outcome.error {
            Terminal.line("        \(error)")
        }
        if let change = outcome.environmentChange {
            Terminal.line("        \(change.advice)")
        }
        for frame in outcome.frames where frame.status.isFailure || frame.status == .written {
            let where_ = frame.artifacts.strip.map { "  → \($0)" } ?? ""
            Terminal.line("        \(frame.frame): \(frame.message ?? frame.status.rawValue)\(where_)")
        }
        if let motion = outcome.motion, motion.status.isFailure || motion.status == .written {
            let lines = motion.changes.isEmpty && motion.problems.isEmpty ? [motion.status.rawValue]
                : motion.lines(verbose: verbose, listedBy: "--verbose and the report list them")
            for line in lines { Terminal.line("        \(motion.golden): \(line)") }
        }
    }

    /// What to read before re-recording, and the command that re-records, after a check or a
    /// merge of its shards alike.
    static func advice(_ results: RunResults, program: String) {
        let changed = results.scenarios.filter { $0.environmentChange != nil }
        if let first = changed.first?.environmentChange {
            Terminal.line("\(changed.count) failing scenario\(changed.count == 1 ? " was" : "s were") recorded in another rendering "
                          + "environment (the first \(first)): read \(EnvironmentChange.readmeSection), before re-recording; "
                          + "`\(program) env` compares this machine with the goldens")
        }
        if let recordCommand = results.recordCommand {
            Terminal.line("to record missing goldens, or re-record after an intended change: `\(recordCommand)`; "
                          + "look at the images, and commit them")
        }
    }

    /// The closing count, e.g. "41 passed, 2 failed".
    static func summary(_ outcomes: [ScenarioOutcome]) -> String {
        let summary = RunSummary(outcomes)
        let failed = summary.failed + summary.missing + summary.errored
        return "\(summary.scenarios - failed) passed, \(failed) failed"
    }
}
