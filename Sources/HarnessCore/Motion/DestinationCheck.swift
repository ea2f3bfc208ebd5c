import Foundation
import GoldenKit
import ImageComparison
import MotionTrace
import Pixels
import Scenarios

/// The `destination` lint rule, which needs drawing: a scenario that declares its destination
/// screen must settle on exactly that screen, within its frame tolerance.
enum DestinationCheck {
    /// The problem to report, or nil when the last frame matches (or the rule does not apply).
    static func problem(of scenario: Scenario, lastFrame: RenderedFrame?) throws -> String? {
        guard !scenario.motionLintExemptions.contains(where: { $0.rule == .destination }), let lastFrame,
              let destination = try ScenarioRunner().destination(of: scenario, scale: lastFrame.scale) else { return nil }
        let comparison = Comparator(tolerance: scenario.tolerance).compare(destination, lastFrame.bitmap)
        guard !comparison.passes(scenario.tolerance) else { return nil }
        return "motion lint \(MotionLintRule.destination) at \(Int((lastFrame.time * 1000).rounded())) ms: "
            + "the settled last frame differs from the destination screen drawn alone: \(comparison.summary)"
    }
}
