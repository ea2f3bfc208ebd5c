import Foundation
import GoldenKit
import HarnessCore
import HarnessReport
import Scenarios

/// What `check` and `update-goldens` share: which scenarios, how many at once, which goldens.
struct RunSelection {
    let scenarios: [Scenario]
    let jobs: Int
    var store: GoldenStore
    let shard: Shard?

    /// `shard` is what `--shard` gave, if the command takes it; Bazel's variables apply otherwise.
    init(filters: [String], shard chosen: Shard?, takesShard: Bool, jobs: Int?, context: CommandContext) throws {
        shard = takesShard ? try chosen ?? Shard.fromBazel(ProcessInfo.processInfo.environment) : nil
        self.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        scenarios = try ScenarioSelection(filters: filters, shard: shard).apply(to: context.catalog())
        // Bazel may well give a shard nothing to do; a shard chosen by hand that selects nothing
        // would pass without checking anything.
        if scenarios.isEmpty, let chosen {
            throw HarnessError.usage("--shard \(chosen) selects no scenario"
                + (filters.isEmpty ? "" : " among those matching --filter \(filters.joined(separator: ", "))")
                + "; use fewer shards or a wider --filter")
        }
        store = GoldenStore(directory: try context.common.goldensFolder(), environment: RenderingEnvironment.fingerprint)
    }
}
