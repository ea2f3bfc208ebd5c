import Foundation
import GoldenKit
import HarnessCore
import HarnessReport

/// `harness check`: renders the selected scenarios and compares them with their goldens,
/// writing nothing there. Exits 1 when any frame fails or has no golden.
struct CheckCommand: HarnessCommand {
    static let configuration = CommandConfiguration(
        name: "check", summary: "render every selected scenario and compare it with its goldens",
        discussion: "Prints one line per scenario and a summary, then any SF Symbol names drawn as the placeholder for want of a stand-in, and writes an HTML report with results.json. Every failing or missing scenario is also written to the report's overlay/ folder as update-goldens would write it, for `accept` to apply in another clone."
    )

    @Option(.filter) var filters: [String]
    @Option("--report", "DIR", help: "where the HTML report and results.json go, replacing an earlier run's "
            + "(default: .build/harness-report; under `bazel test`, harness-report in $TEST_UNDECLARED_OUTPUTS_DIR)")
    var report: String?
    @Option("--junit", "FILE", help: "also write JUnit XML to FILE (default under `bazel test`: $XML_OUTPUT_FILE)")
    var junit: String?
    @Option("--shard", "I/N", help: "run shard I of N, split by cost (default: Bazel's TEST_SHARD_INDEX/TEST_TOTAL_SHARDS)",
            transform: Shard.init(parsing:))
    var shard: Shard?
    @Option(.jobs) var jobs: Int?
    @Option(.timeBudget) var timeBudget: Double?
    @Option(.memoryBudget) var memoryBudget: Double?
    @Flag("--verify", help: "also compare every golden with its manifest's hash, as `harness verify` does")
    var verify: Bool
    @Flag("--verbose", help: "list every layer whose motion changed, also those that follow another's change (about ten lines a scenario without it)")
    var verbose: Bool

    /// Under `.build`, which SwiftPM's own `.gitignore` already ignores, so a report never shows
    /// up in `git status`.
    static let defaultReport = ".build/harness-report"

    func run(_ context: CommandContext) throws -> Int32 {
        let bazel = BazelTest()
        let (reportDirectory, junit) = try outputs(context, bazel: bazel)
        var selection = try RunSelection(filters: filters, shard: shard, takesShard: true, jobs: jobs, context: context)
        bazel.markShardingSupported()
        let staleImages = RunReport.clearEarlierRun(in: reportDirectory)
        let overlay = GoldenOverlay(directory: reportDirectory.appendingPathComponent(GoldenOverlay.folderName),
                                    environment: selection.store.environment, commit: GitCommit.head(of: selection.store.directory))
        var staleOverlay: String?
        do { try overlay.clearEarlier() } catch { staleOverlay = "\(error)" }
        selection.store.overlay = overlay
        let outcomes = check(selection, reportingTo: reportDirectory)
        var results = RunResults(mode: .never, shard: selection.shard, environment: selection.store.environment, scenarios: outcomes)
        results.reRecord(with: RecordCommandLine(context))
        let reportProblems = write(results, to: reportDirectory, junit: junit, earlierProblems: [staleImages, staleOverlay].compactMap { $0 })
        OutcomeLines.advice(results, program: context.program)
        if let written = try? OverlayDescriptor.read(in: overlay.directory), !written.scenarios.isEmpty {
            Terminal.line("overlay: \(overlay.directory.path) holds what update-goldens would write for \(written.scenarios.count) "
                          + "scenario\(written.scenarios.count == 1 ? "" : "s"); in another clone, "
                          + "`\(context.program) accept \(overlay.directory.path)` applies it without drawing")
        }
        Terminal.line(OutcomeLines.summary(outcomes))
        if let symbols = SymbolPlaceholders.summary { Terminal.line(symbols) }
        let verified = try !verify || VerifyCommand.report(selection.store.verify(), in: selection.store.directory, program: context.program)
        if !reportProblems.isEmpty {
            Terminal.error("\(context.program) check: the report in \(reportDirectory.path) is incomplete, but the results above stand. "
                           + "\(reportProblems.joined(separator: " ")) Pass another --report folder if this one cannot be fixed.")
            return 2
        }
        if outcomes.contains(where: { $0.errorOrigin == .environment }) { return 2 }
        return outcomes.contains(where: \.status.isFailure) || !verified ? 1 : 0
    }

    /// `--report` and `--junit`, else what `bazel test` asks for, else the report under `.build`;
    /// refused inside the goldens folder, or with a link among the report's folders.
    private func outputs(_ context: CommandContext, bazel: BazelTest) throws -> (report: URL, junit: URL?) {
        let reportDirectory = URL(fileURLWithPath: report ?? bazel.reportFolder ?? Self.defaultReport, isDirectory: true)
        let junit = try (self.junit ?? bazel.junitFile).map { try OutputFile.check($0, option: "--junit") }
        let goldens = try context.common.goldensDirectory()
        try OutputLocation.check(reportDirectory, option: "--report", goldens: goldens)
        try OutputLocation.checkNoLinks(in: reportDirectory, option: "--report")
        if let junit { try OutputLocation.check(junit, option: "--junit", goldens: goldens) }
        return (reportDirectory, junit)
    }

    /// Renders and compares every selected scenario, a line each as it finishes.
    private func check(_ selection: RunSelection, reportingTo reportDirectory: URL) -> [ScenarioOutcome] {
        let meter = ProgressMeter(total: selection.scenarios.count)
        let run = CatalogRun(store: selection.store, jobs: selection.jobs, artifacts: reportDirectory,
                             timeBudget: timeBudget.map { .seconds($0) } ?? ScenarioRunner.defaultTimeBudget,
                             memoryBudget: memoryBudget.map { Int($0 * 1_048_576) } ?? ScenarioRunner.defaultMemoryBudget)
        let verbose = verbose
        return run.check(selection.scenarios) { outcome in
            OutcomeLines.print(outcome, verbose: verbose)
            meter.finished(frames: outcome.frames.count)
        }
    }

    /// Writes the report and says where; returns what kept it from being complete. The report is
    /// about the run, not part of it: when it cannot be written the results still stand, and the
    /// exit status says the environment failed, not a scenario.
    private func write(_ results: RunResults, to reportDirectory: URL, junit: URL?, earlierProblems: [String]) -> [String] {
        var problems = Array((results.scenarios.compactMap(\.artifactProblem) + earlierProblems).prefix(1))
        do {
            try RunReport.write(results, to: reportDirectory, junit: junit)
            Terminal.line("report: \(reportDirectory.appendingPathComponent(RunReport.indexFileName).path)")
        } catch {
            problems.append("\(error)")
        }
        return problems
    }
}

extension RecordCommandLine {
    /// The program as it was run and the `--goldens` it was given.
    init(_ context: CommandContext) {
        self.init(program: context.program, goldens: context.common.goldens)
    }
}
