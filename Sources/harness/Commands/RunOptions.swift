import Foundation
import GoldenKit
import HarnessCore
import Scenarios

/// The options `check` and `update-goldens` share: which scenarios, how many at once, which goldens.
struct RunOptions {
    let scenarios: [Scenario]
    let jobs: Int
    let store: GoldenStore
    let shard: Shard?

    static func parse(_ arguments: inout Arguments, allowsShard: Bool) throws -> RunOptions {
        let filters = try arguments.values("--filter")
        let environment = ProcessInfo.processInfo.environment
        var shard: Shard?
        if allowsShard {
            shard = try arguments.value("--shard").map(Shard.init(parsing:)) ?? Shard.fromBazel(environment)
        }
        let jobs = try arguments.value("--jobs").map { text -> Int in
            guard let n = Int(text), n >= 1 else { throw UsageError("--jobs '\(text)' must be a whole number ≥ 1") }
            return n
        } ?? ProcessInfo.processInfo.activeProcessorCount
        let goldens = try GoldensLocation.resolve(&arguments)
        try RenderingEnvironment.requireFonts()
        let scenarios = try ScenarioSelection(filters: filters, shard: shard).apply(to: Catalog.all)
        let store = GoldenStore(directory: goldens, environment: RenderingEnvironment.fingerprint)
        return RunOptions(scenarios: scenarios, jobs: jobs, store: store, shard: shard)
    }
}
