import Foundation
import GoldenKit
import HarnessCore

/// `harness update-goldens`: re-records goldens after an intended change, under a lock, never
/// touching a golden whose pixels are unchanged; lists (or, with `--prune`, deletes) orphans.
enum UpdateGoldensCommand {
    static let declaration = CommandDeclaration(
        name: "update-goldens", summary: "re-record goldens after an intended change",
        discussion: """
            A golden whose decoded pixels are unchanged is never rewritten. Goldens that no scenario \
            produces are listed, and deleted only with --prune; only files the store writes (frame PNGs, \
            motion.txt, manifest.json) are ever deleted. SIGINT or SIGTERM finishes the golden being \
            written, records it, and exits 130 or 143.
            """,
        options: [
            .filter,
            OptionDeclaration("--mode", .value("MODE"),
                              help: "failed (default): missing goldens and those outside their tolerance; missing: only missing ones; all: every golden whose pixels differ at all"),
            OptionDeclaration("--prune", help: "delete goldens that no scenario produces"),
            OptionDeclaration("--dry-run", help: "with --prune, list what would be deleted and delete nothing"),
            .jobs,
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let modeText = arguments.value("--mode") ?? RecordMode.updateDefault.rawValue
        guard let mode = RecordMode(rawValue: modeText), mode != .never else {
            throw HarnessError.usage("--mode '\(modeText)' must be failed, missing or all")
        }
        let dryRun = arguments.flag("--dry-run")
        if dryRun && !arguments.flag("--prune") { throw HarnessError.usage("--dry-run goes with --prune: it lists what --prune would delete") }
        let prune = arguments.flag("--prune") && !dryRun
        var selection = try RunSelection(arguments, catalog: context.catalog())
        let cancellation = Cancellation()
        selection.store.cancellation = cancellation
        selection.store.lockWaitNotice = { Terminal.error("harness update-goldens: \($0)") }
        let trap = SignalTrap(cancellation)
        defer { withExtendedLifetime(trap) {} }

        let update: GoldenUpdate
        do {
            update = try selection.store.beginUpdate()
        } catch {
            throw HarnessError.environment("\(error)")
        }
        defer { update.finish() }
        let run = CatalogRun(store: selection.store, jobs: selection.jobs)
        let outcomes = run.update(selection.scenarios, mode: mode, using: update) { OutcomeLines.print($0) }
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
                          + ": \(failure.error ?? "")")
            return 2
        }

        let produced = CatalogRun.expectedFrames(of: try context.catalog())
        let orphans = prune ? try update.prune(keeping: produced) : try update.orphans(keeping: produced)
        for orphan in orphans {
            let note = dryRun ? "would prune" : prune ? "pruned" : "orphan"
            Terminal.line("\(note) \(orphan)" + (prune || dryRun ? "" : "; --prune deletes it"))
        }
        Terminal.line("\(summary.writtenFrames) written, \(summary.keptFrames) unchanged, "
                      + (dryRun ? "\(orphans.count) would be pruned" : "\(prune ? orphans.count : 0) pruned"))
        return summary.isSuccess ? 0 : 1
    }
}
