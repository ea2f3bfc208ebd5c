import Foundation
import HarnessCore
import HarnessReport

/// `harness check`: renders the selected scenarios and compares them with their goldens,
/// writing nothing there. Exits 1 when any frame fails or has no golden.
enum CheckCommand {
    static let shard = OptionDeclaration("--shard", .value("I/N"),
                                         help: "run shard I of N, split by cost (default: Bazel's TEST_SHARD_INDEX/TEST_TOTAL_SHARDS)")

    static let declaration = CommandDeclaration(
        name: "check", summary: "render every selected scenario and compare it with its goldens",
        discussion: "Prints one line per scenario and a summary, and writes an HTML report with results.json.",
        options: [
            .filter,
            OptionDeclaration("--report", .value("DIR"), help: "where the HTML report and results.json go (default: harness-report)"),
            OptionDeclaration("--junit", .value("FILE"), help: "also write JUnit XML to FILE"),
            shard,
            .jobs,
            OptionDeclaration("--verify", help: "also compare every golden with its manifest's hash, as `harness verify` does"),
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let reportDirectory = URL(fileURLWithPath: arguments.value("--report") ?? "harness-report", isDirectory: true)
        let junit = try arguments.value("--junit").map { path throws(HarnessError) in try OutputFile.check(path, option: "--junit") }
        let selection = try RunSelection(arguments, catalog: context.catalog())
        if let status = ProcessInfo.processInfo.environment["TEST_SHARD_STATUS_FILE"] {
            _ = FileManager.default.createFile(atPath: status, contents: nil)
        }

        let meter = ProgressMeter(total: selection.scenarios.count)
        let run = CatalogRun(store: selection.store, jobs: selection.jobs, artifacts: reportDirectory)
        let outcomes = run.check(selection.scenarios) { outcome in
            OutcomeLines.print(outcome)
            meter.finished(frames: outcome.frames.count)
        }
        let results = RunResults(mode: .never, shard: selection.shard, environment: selection.store.environment, scenarios: outcomes)
        // The report is about the run, not part of it: when it cannot be written the results
        // above still stand, and the exit status says the environment failed, not a scenario.
        var reportProblems = outcomes.compactMap { $0.artifactProblem }.prefix(1).map { "review images: \($0)" }
        do {
            try RunReport.write(results, to: reportDirectory, junit: junit)
            Terminal.line("report: \(reportDirectory.appendingPathComponent(RunReport.indexFileName).path)")
        } catch {
            reportProblems.append("\(error)")
        }
        let unrecorded = outcomes.filter { $0.status == .missing || $0.status == .failed }.map(\.id)
        if !unrecorded.isEmpty {
            Terminal.line("to record missing goldens, or re-record after an intended change: `\(arguments.updateCommand(for: unrecorded))`; look at the images, and commit them")
        }
        Terminal.line(OutcomeLines.summary(outcomes))
        let verified = try !arguments.flag("--verify")
            || VerifyCommand.report(selection.store.verify(), in: selection.store.directory)
        if !reportProblems.isEmpty {
            Terminal.error("harness check: the report in \(reportDirectory.path) is incomplete (\(reportProblems.joined(separator: "; "))); "
                           + "the results above stand. Free some space or pass another --report folder.")
            return 2
        }
        if outcomes.contains(where: { $0.errorOrigin == .environment }) { return 2 }
        return outcomes.contains(where: \.status.isFailure) || !verified ? 1 : 0
    }
}
