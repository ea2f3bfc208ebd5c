import Foundation
import GoldenKit
import HarnessCore

/// `harness update-goldens`: re-records goldens after an intended change, under a lock, never
/// touching a golden whose pixels are unchanged; lists (or, with `--prune`, deletes) orphans.
struct UpdateGoldensCommand: HarnessCommand {
    static let configuration = CommandConfiguration(
        name: "update-goldens", summary: "re-record goldens after an intended change",
        discussion: """
            A golden whose decoded pixels are unchanged is never rewritten. Goldens that no scenario \
            produces are listed, and deleted only with --prune; only files the store writes (frame PNGs, \
            motion.txt, manifest.json) are ever deleted. SIGINT or SIGTERM finishes the golden being \
            written, records it, and exits 130 or 143.
            """
    )

    @Option(.filter) var filters: [String]
    @Option("--mode", "MODE",
            help: "failed (default): missing goldens and those outside their tolerance; missing: only missing ones; all: every golden whose pixels differ at all",
            transform: Self.mode)
    var mode: RecordMode?
    @Flag("--prune", help: "delete goldens that no scenario produces") var prune: Bool
    @Flag("--dry-run", help: "with --prune, list what would be deleted and delete nothing") var dryRun: Bool
    @Option(.jobs) var jobs: Int?
    @Option(.timeBudget) var timeBudget: Double?
    @Option(.memoryBudget) var memoryBudget: Double?

    /// An update writes, so `never` is no mode for it.
    static func mode(_ text: String) throws -> RecordMode {
        guard let mode = RecordMode(rawValue: text), mode != .never else {
            throw HarnessError.usage("--mode '\(text)' must be failed, missing or all")
        }
        return mode
    }

    func run(_ context: CommandContext) throws -> Int32 {
        if dryRun && !prune { throw HarnessError.usage("--dry-run goes with --prune: it lists what --prune would delete") }
        let deletes = prune && !dryRun
        var selection = try RunSelection(filters: filters, shard: nil, takesShard: false, jobs: jobs, context: context)
        let cancellation = Cancellation()
        selection.store.cancellation = cancellation
        selection.store.lockWaitNotice = { [program = context.program] in Terminal.error("\(program) update-goldens: \($0)") }
        let trap = SignalTrap(cancellation, program: context.program)
        defer { withExtendedLifetime(trap) {} }

        let update: GoldenUpdate
        do {
            update = try selection.store.beginUpdate()
        } catch {
            throw HarnessError.environment("\(error)")
        }
        defer { update.finish() }
        let run = CatalogRun(store: selection.store, jobs: selection.jobs,
                             timeBudget: timeBudget.map { .seconds($0) } ?? ScenarioRunner.defaultTimeBudget,
                             memoryBudget: memoryBudget.map { Int($0 * 1_048_576) } ?? ScenarioRunner.defaultMemoryBudget)
        let outcomes = run.update(selection.scenarios, mode: mode ?? .updateDefault, using: update) { OutcomeLines.print($0) }
        let summary = RunSummary(outcomes)
        let notRun = selection.scenarios.count - outcomes.count

        if let signal = cancellation.signal {
            update.finish()
            Terminal.line("\(summary.writtenFrames) written and recorded, \(summary.keptFrames) unchanged; stopped by "
                          + "\(SignalTrap.name(of: signal)) with \(notRun) scenario\(notRun == 1 ? "" : "s") not run. "
                          + "Every golden on disk has its record; run the update again to finish.")
            return 128 + signal
        }
        if let failure = outcomes.first(where: { $0.errorOrigin == .environment }) {
            Terminal.line("\(summary.writtenFrames) written and recorded, \(summary.keptFrames) unchanged, then stopped"
                          + (notRun > 0 ? " with \(notRun) scenario\(notRun == 1 ? "" : "s") not run" : "")
                          + ": \(failure.error ?? "") Every golden on disk has its record; nothing else was changed.")
            return 2
        }

        let produced = CatalogRun.expectedFrames(of: try context.catalog())
        let orphans = deletes ? try update.prune(keeping: produced) : try update.orphans(keeping: produced)
        for orphan in orphans {
            let note = dryRun ? "would prune" : deletes ? "pruned" : "orphan"
            Terminal.line("\(note) \(orphan)" + (prune ? "" : "; --prune deletes it"))
        }
        Terminal.line("\(summary.writtenFrames) written, \(summary.keptFrames) unchanged, "
                      + (dryRun ? "\(orphans.count) would be pruned" : "\(deletes ? orphans.count : 0) pruned"))
        return summary.isSuccess ? 0 : 1
    }
}
