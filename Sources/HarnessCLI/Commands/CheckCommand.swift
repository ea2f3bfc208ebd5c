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
    @Option("--report", "DIR", help: "where the HTML report and results.json go, replacing an earlier run's (default: .build/harness-report)")
    var report: String?
    @Option("--junit", "FILE", help: "also write JUnit XML to FILE", transform: { try OutputFile.check($0, option: "--junit") })
    var junit: URL?
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
        let reportDirectory = try reportFolder(context)
        var selection = try RunSelection(filters: filters, shard: shard, takesShard: true, jobs: jobs, context: context)
        Self.markShardStatusSupported()
        let staleImages = RunReport.clearEarlierRun(in: reportDirectory)
        let overlay = GoldenOverlay(directory: reportDirectory.appendingPathComponent(GoldenOverlay.folderName),
                                    environment: selection.store.environment, commit: GitCommit.head(of: selection.store.directory))
        var staleOverlay: String?
        do { try overlay.clearEarlier() } catch { staleOverlay = "\(error)" }
        selection.store.overlay = overlay
        let record = RecordCommandLine(context)
        let outcomes = check(selection, reportingTo: reportDirectory, record: record)
        var results = RunResults(mode: .never, shard: selection.shard, environment: selection.store.environment, scenarios: outcomes)
        let unrecorded = outcomes.filter { $0.recordCommand != nil }.map(\.id)
        results.recordCommand = unrecorded.isEmpty ? nil : record.line(for: unrecorded)
        let reportProblems = write(results, to: reportDirectory, earlierProblems: [staleImages, staleOverlay].compactMap { $0 })
        printAdvice(outcomes, recordCommand: results.recordCommand, program: context.program)
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

    /// `--report`, refused inside the goldens folder or with a link among its folders, as is `--junit`.
    private func reportFolder(_ context: CommandContext) throws -> URL {
        let reportDirectory = URL(fileURLWithPath: report ?? Self.defaultReport, isDirectory: true)
        let goldens = try context.common.goldensDirectory()
        try OutputLocation.check(reportDirectory, option: "--report", goldens: goldens)
        try OutputLocation.checkNoLinks(in: reportDirectory, option: "--report")
        if let junit { try OutputLocation.check(junit, option: "--junit", goldens: goldens) }
        return reportDirectory
    }

    /// Bazel asks a test that shards to touch this file, to show it honours the shard variables.
    private static func markShardStatusSupported() {
        if let status = ProcessInfo.processInfo.environment["TEST_SHARD_STATUS_FILE"] {
            _ = FileManager.default.createFile(atPath: status, contents: nil)
        }
    }

    /// Renders and compares every selected scenario, a line each as it finishes; a failing or
    /// missing one carries the command that records it.
    private func check(_ selection: RunSelection, reportingTo reportDirectory: URL, record: RecordCommandLine) -> [ScenarioOutcome] {
        let meter = ProgressMeter(total: selection.scenarios.count)
        let run = CatalogRun(store: selection.store, jobs: selection.jobs, artifacts: reportDirectory,
                             timeBudget: timeBudget.map { .seconds($0) } ?? ScenarioRunner.defaultTimeBudget,
                             memoryBudget: memoryBudget.map { Int($0 * 1_048_576) } ?? ScenarioRunner.defaultMemoryBudget)
        let verbose = verbose
        var outcomes = run.check(selection.scenarios) { outcome in
            OutcomeLines.print(outcome, verbose: verbose)
            meter.finished(frames: outcome.frames.count)
        }
        for index in outcomes.indices where outcomes[index].status == .missing || outcomes[index].status == .failed {
            outcomes[index].recordCommand = record.line(for: [outcomes[index].id])
        }
        return outcomes
    }

    /// Writes the report and says where; returns what kept it from being complete. The report is
    /// about the run, not part of it: when it cannot be written the results still stand, and the
    /// exit status says the environment failed, not a scenario.
    private func write(_ results: RunResults, to reportDirectory: URL, earlierProblems: [String]) -> [String] {
        var problems = Array((results.scenarios.compactMap(\.artifactProblem) + earlierProblems).prefix(1))
        do {
            try RunReport.write(results, to: reportDirectory, junit: junit)
            Terminal.line("report: \(reportDirectory.appendingPathComponent(RunReport.indexFileName).path)")
        } catch {
            problems.append("\(error)")
        }
        return problems
    }

    /// What to read before re-recording, and the command that re-records.
    private func printAdvice(_ outcomes: [ScenarioOutcome], recordCommand: String?, program: String) {
        let changed = outcomes.filter { $0.environmentChange != nil }
        if let first = changed.first?.environmentChange {
            Terminal.line("\(changed.count) failing scenario\(changed.count == 1 ? " was" : "s were") recorded in another rendering "
                          + "environment (the first \(first)): read \(EnvironmentChange.readmeSection), before re-recording; "
                          + "`\(program) env` compares this machine with the goldens")
        }
        if let recordCommand {
            Terminal.line("to record missing goldens, or re-record after an intended change: `\(recordCommand)`; "
                          + "look at the images, and commit them")
        }
    }
}
