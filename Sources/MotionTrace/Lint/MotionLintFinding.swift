import Foundation

/// One fault the motion lint found: the rule, the layer, and the instant.
package struct MotionLintFinding: Equatable, Sendable, CustomStringConvertible {
    package let rule: MotionLintRule
    package let layer: String
    /// The tick the fault shows at.
    package let tick: Int
    /// What happened, with the numbers.
    package let detail: String

    package init(rule: MotionLintRule, layer: String, tick: Int, detail: String) {
        (self.rule, self.layer, self.tick, self.detail) = (rule, layer, tick, detail)
    }

    package var description: String {
        "motion lint \(rule) at \(MotionTrace.instant(ofTick: tick)): \(layer) \(detail)"
    }
}
