import Foundation

/// One fault the motion lint found: the rule, the layer, and the instant.
public struct MotionLintFinding: Equatable, Sendable, CustomStringConvertible {
    public let rule: MotionLintRule
    public let layer: String
    /// The tick the fault shows at.
    public let tick: Int
    /// What happened, with the numbers.
    public let detail: String

    public init(rule: MotionLintRule, layer: String, tick: Int, detail: String) {
        (self.rule, self.layer, self.tick, self.detail) = (rule, layer, tick, detail)
    }

    public var description: String {
        "motion lint \(rule) at \(MotionTrace.instant(ofTick: tick)): \(layer) \(detail)"
    }
}
