import Foundation
import UIKit

/// What the recorder saw: the trace that becomes the golden, plus, per layer and tick, what was
/// animating it and whether it could be seen, which the motion lint needs to tell motion from a cut.
package struct MotionCapture: Sendable {
    package let trace: MotionTrace
    /// Per layer path, the animations running on the layer at each tick.
    package let activity: [String: [AnimationActivity]]
    /// Per layer path, whether the layer could be seen at each tick: in the tree, neither it nor a
    /// superlayer hidden, and its opacity above 0.005.
    package let visibility: [String: [Bool]]
    /// The ticks at which a view controller transition's completion fired (the first tick at or
    /// after each `completeTransition(_:)`).
    package let completionTicks: [Int]
    /// The mistakes UIKit let pass, each with the first tick at or after it (ToleratedMisuse).
    package let misuses: [(tick: Int, message: String)]

    package init(trace: MotionTrace, activity: [String: [AnimationActivity]], visibility: [String: [Bool]],
                completionTicks: [Int] = [], misuses: [(tick: Int, message: String)] = []) {
        (self.trace, self.activity, self.visibility, self.completionTicks) = (trace, activity, visibility, completionTicks)
        self.misuses = misuses
    }

    /// What ran on `layer` at `tick`; nothing outside the trace.
    package func activity(of layer: String, at tick: Int) -> AnimationActivity {
        guard let ticks = activity[layer], ticks.indices.contains(tick) else { return [] }
        return ticks[tick]
    }

    /// Whether `layer` could be seen at `tick`.
    package func isVisible(_ layer: String, at tick: Int) -> Bool {
        guard let ticks = visibility[layer], ticks.indices.contains(tick) else { return false }
        return ticks[tick]
    }

    /// Whether an animation ran on `layer` at `tick`.
    package func isAnimating(_ layer: String, at tick: Int) -> Bool {
        activity(of: layer, at: tick).contains(.running)
    }
}

/// The animations running on one layer at one tick, as far as the lint cares.
package struct AnimationActivity: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Some animation runs.
    package static let running = AnimationActivity(rawValue: 1)
    /// A spring runs whose duration ends before its settling duration, as `CASpringAnimation`
    /// computes it: it will stop short of rest.
    package static let springCutShort = AnimationActivity(rawValue: 2)

    /// Every animation that runs repeats forever (`repeatCount` or `repeatDuration` of
    /// `.infinity`, or the `.greatestFiniteMagnitude` ported code often writes for it), as a
    /// spinner's or a pulsing dot's does.
    package static let endless = AnimationActivity(rawValue: 4)

    /// Whether an animation that ends by itself runs: not only ones that repeat forever, such as
    /// a spinner's, which no completion can come too early for.
    package var isTowardAnEnd: Bool { contains(.running) && !contains(.endless) }

    /// What the runs that have not stopped (a layer's `runningAnimations`) are doing; read from
    /// the runs in place, as the recorder asks at every tick for every animated layer.
    init(_ runs: [AnimationRun]) {
        self = []
        var endless = true
        for run in runs where !run.hasStopped {
            insert(.running)
            if !Self.repeatsForever(run.animation) { endless = false }
            if let spring = run.animation as? CASpringAnimation, spring.duration < spring.settlingDuration { insert(.springCutShort) }
        }
        if contains(.running), endless { insert(.endless) }
    }

    private static func repeatsForever(_ animation: CAAnimation) -> Bool {
        animation.repeatCount >= .greatestFiniteMagnitude || animation.repeatDuration >= .greatestFiniteMagnitude
    }
}
