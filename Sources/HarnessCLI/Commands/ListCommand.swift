import Foundation
import HarnessCore

/// `harness list`: every scenario id with its duration and frame count.
struct ListCommand: HarnessCommand {
    static let configuration = CommandConfiguration(name: "list", summary: "scenario ids with duration and frame count")

    @Option(.filter) var filters: [String]

    func run(_ context: CommandContext) throws -> Int32 {
        let scenarios = try ScenarioSelection(filters: filters).apply(to: context.catalog())
        let width = scenarios.map(\.id.count).max() ?? 0
        for scenario in scenarios {
            let id = scenario.id.padding(toLength: width, withPad: " ", startingAt: 0)
            Terminal.line(String(format: "%@  %6.2f s  %2d frames  %@", id, scenario.duration, scenario.sampleTimes.count, scenario.summary))
        }
        return 0
    }
}
