import Foundation
import Scenarios

/// The wall-clock time one scenario may take (`Scenario.timeBudget`, else the runner's), checked
/// between the steps of its run: a scene that takes minutes (a long label laid out again and
/// again) ends as one errored scenario naming what it was doing, and the run goes on.
///
/// A step is not interrupted, only followed by the check, so a scenario overruns by at most
/// one step: one frame, one tick of its trace, or building its scene.
struct TimeBudget {
    let scenario: Scenario
    let limit: Duration
    private let deadline: ContinuousClock.Instant

    init(scenario: Scenario, limit: Duration) {
        (self.scenario, self.limit) = (scenario, limit)
        deadline = ContinuousClock.now + limit
    }

    func check(_ step: @autoclosure () -> String) throws {
        guard ContinuousClock.now > deadline else { return }
        throw HarnessError.scenario(id: scenario.id, problem: "ran past its time budget of \(Self.text(limit)) while \(step()); "
                                    + "make the scene cheaper, or give it more time with Scenario(…, timeBudget:) or --time-budget")
    }

    private static func text(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        return String(format: "%g s", seconds)
    }
}
