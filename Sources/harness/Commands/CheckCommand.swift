import Foundation
import GoldenKit
import HarnessCore

/// `harness check`: renders the selected scenarios and compares them with `Goldens/`, writing
/// nothing there. Exits 1 when any frame fails or has no golden.
enum CheckCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let reportDirectory = URL(fileURLWithPath: try arguments.value("--report") ?? "harness-report", isDirectory: true)
        let junit = try arguments.value("--junit").map { URL(fileURLWithPath: $0) }
        let options = try RunOptions.parse(&arguments, allowsShard: true)
        try arguments.finish()
        if let status = ProcessInfo.processInfo.environment["TEST_SHARD_STATUS_FILE"] {
            _ = FileManager.default.createFile(atPath: status, contents: nil)
        }

        let meter = ProgressMeter(total: options.scenarios.count)
        let run = CatalogRun(store: options.store, jobs: options.jobs, artifacts: reportDirectory)
        let outcomes = run.check(options.scenarios) { outcome in
            OutcomeLines.print(outcome)
            meter.finished(frames: outcome.frames.count)
        }
        let results = RunResults(mode: .never, shard: options.shard, environment: options.store.environment, scenarios: outcomes)
        try RunReport.write(results, to: reportDirectory, junit: junit)
        Terminal.line("report: \(reportDirectory.appendingPathComponent(RunReport.indexFileName).path)")
        if outcomes.contains(where: { $0.status == .missing }) {
            Terminal.line("missing goldens: run `scripts/harness update-goldens` (or `harness update-goldens --filter ID`), look at the new images, and commit them")
        }
        Terminal.line(OutcomeLines.summary(outcomes))
        return outcomes.contains(where: \.status.isFailure) ? 1 : 0
    }
}
