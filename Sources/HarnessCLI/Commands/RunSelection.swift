import Foundation
import GoldenKit
import HarnessCore
import HarnessReport
import Scenarios

/// What `check` and `update-goldens` share: which scenarios, how many at once, which goldens.
struct RunSelection {
    let scenarios: [Scenario]
    let jobs: Int
    let store: GoldenStore
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
        scenarios = try ScenarioSelection(filters: arguments.values(OptionDeclaration.filter.name), shard: shard).apply(to: catalog)
        store = GoldenStore(directory: arguments.goldensDirectory, environment: RenderingEnvironment.fingerprint)
    }
}
