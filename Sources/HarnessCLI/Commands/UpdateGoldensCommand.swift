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
            produces are listed, and deleted only with --prune.
            """,
        options: [
            .filter,
            OptionDeclaration("--mode", .value("MODE"),
                              help: "failed (default): missing goldens and those outside their tolerance; missing: only missing ones; all: every golden whose pixels differ at all"),
            OptionDeclaration("--prune", help: "delete goldens that no scenario produces"),
            .jobs,
        ],
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> Int32 {
        let modeText = arguments.value("--mode") ?? RecordMode.updateDefault.rawValue
        guard let mode = RecordMode(rawValue: modeText), mode != .never else {
            throw HarnessError.usage("--mode '\(modeText)' must be failed, missing or all")
        }
        let prune = arguments.flag("--prune")
        let selection = try RunSelection(arguments, catalog: context.catalog)

        let update = try selection.store.beginUpdate()
        defer { update.finish() }
        let run = CatalogRun(store: selection.store, jobs: selection.jobs)
        let outcomes = run.update(selection.scenarios, mode: mode, using: update) { OutcomeLines.print($0) }

        let produced = CatalogRun.expectedFrames(of: context.catalog)
        let orphans = prune ? try update.prune(keeping: produced) : try update.orphans(keeping: produced)
        for orphan in orphans {
            Terminal.line(prune ? "pruned \(orphan)" : "orphan \(orphan) (no scenario produces it; --prune deletes it)")
        }
        let summary = RunSummary(outcomes)
        Terminal.line("\(summary.writtenFrames) written, \(summary.keptFrames) unchanged, \(prune ? orphans.count : 0) pruned")
        return summary.isSuccess ? 0 : 1
    }
}
