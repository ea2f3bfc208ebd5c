import Foundation
import HarnessCore
import Scenarios

/// `harness list`: every scenario id with its duration and frame count.
enum ListCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let filters = try arguments.values("--filter")
        _ = try GoldensLocation.resolve(&arguments)
        try arguments.finish()
        let scenarios = try ScenarioSelection(filters: filters).apply(to: Catalog.all)
        let width = scenarios.map(\.id.count).max() ?? 0
        for scenario in scenarios {
            let id = scenario.id.padding(toLength: width, withPad: " ", startingAt: 0)
            Terminal.line(String(format: "%@  %6.2f s  %2d frames  %@", id, scenario.duration, scenario.sampleTimes.count, scenario.summary))
        }
        return 0
    }
}
