import Foundation
import TransitionKit

/// What the recorder saw: the trace that becomes the golden, plus, per layer and tick, what was
/// animating it, which the motion lint needs to tell motion from a cut.
public struct MotionCapture: Sendable {
    public let trace: MotionTrace
    /// Per layer path, the animations running on the layer at each tick.
    public let activity: [String: [AnimationActivity]]
    /// Every track, moving or not, so the lint can see layers that merely appear.
    public let allTracks: [MotionTrack]

    public init(trace: MotionTrace, activity: [String: [AnimationActivity]], allTracks: [MotionTrack]) {
        (self.trace, self.activity, self.allTracks) = (trace, activity, allTracks)
    }

    /// What ran on `layer` at `tick`; nothing outside the trace.
    public func activity(of layer: String, at tick: Int) -> AnimationActivity {
        guard let ticks = activity[layer], ticks.indices.contains(tick) else { return [] }
        return ticks[tick]
    }

    /// Whether an animation ran on `layer` at `tick`.
    public func isAnimating(_ layer: String, at tick: Int) -> Bool {
        activity(of: layer, at: tick).contains(.running)
    }
}

/// The animations running on one layer at one tick, as far as the lint cares.
public struct AnimationActivity: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Some animation runs.
    public static let running = AnimationActivity(rawValue: 1)
    /// A spring runs whose duration ends before its settling duration, as `CASpringAnimation`
    /// computes it: it will stop short of rest.
    public static let springCutShort = AnimationActivity(rawValue: 2)

    init(_ animations: [Animation]) {
        self = []
        if !animations.isEmpty { insert(.running) }
        if animations.contains(where: { ($0 as? SpringAnimation).map { $0.duration < $0.settlingDuration } ?? false }) {
            insert(.springCutShort)
        }
    }
}
