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

    init(_ arguments: ParsedArguments, catalog: [Scenario]) throws {
        let environment = ProcessInfo.processInfo.environment
        if arguments.command.allOptions.contains(where: { $0.name == CheckCommand.shard.name }) {
            shard = try arguments.value(CheckCommand.shard.name).map(Shard.init(parsing:)) ?? Shard.fromBazel(environment)
        } else {
            shard = nil
        }
        jobs = try arguments.jobs()
        try RenderingEnvironment.requireFonts()
        let filters = arguments.values(OptionDeclaration.filter.name)
        scenarios = try ScenarioSelection(filters: filters, shard: shard).apply(to: catalog)
        // Bazel may well give a shard nothing to do; a shard chosen by hand that selects nothing
        // would pass without checking anything.
        if scenarios.isEmpty, let shard, arguments.value(CheckCommand.shard.name) != nil {
            throw HarnessError.usage("--shard \(shard) selects no scenario"
                + (filters.isEmpty ? "" : " among those matching --filter \(filters.joined(separator: ", "))")
                + "; use fewer shards or a wider --filter")
        }
        store = GoldenStore(directory: try arguments.goldensFolder(), environment: RenderingEnvironment.fingerprint)
    }
}
