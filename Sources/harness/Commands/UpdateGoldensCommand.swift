import Foundation
import GoldenKit
import HarnessCore
import Scenarios

/// `harness update-goldens`: re-records goldens after an intended change, under a lock, never
/// touching a golden whose pixels are unchanged; lists (or, with `--prune`, deletes) orphans.
enum UpdateGoldensCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let modeText = try arguments.value("--mode") ?? RecordMode.updateDefault.rawValue
        guard let mode = RecordMode(rawValue: modeText), mode != .never else {
            throw UsageError("--mode '\(modeText)' must be failed, missing or all")
        }
        let prune = arguments.flag("--prune")
        let options = try RunOptions.parse(&arguments, allowsShard: false)
        try arguments.finish()

        let update = try options.store.beginUpdate()
        defer { update.finish() }
        let run = CatalogRun(store: options.store, jobs: options.jobs)
        let outcomes = run.update(options.scenarios, mode: mode, using: update) { OutcomeLines.print($0) }

        let produced = CatalogRun.expectedFrames(of: Catalog.all)
        let orphans = prune ? try update.prune(keeping: produced) : try update.orphans(keeping: produced)
        for orphan in orphans {
            Terminal.line(prune ? "pruned \(orphan)" : "orphan \(orphan) (no scenario produces it; --prune deletes it)")
        }
        let frames = outcomes.flatMap(\.frames)
        let written = frames.filter { $0.status == .written }.count
        let unchanged = frames.count - written - frames.filter(\.status.isFailure).count
        Terminal.line("\(written) written, \(unchanged) unchanged, \(prune ? orphans.count : 0) pruned")
        let errored = outcomes.filter { $0.status == .errored || $0.status == .failed || $0.status == .missing }
        return errored.isEmpty ? 0 : 1
    }
}
