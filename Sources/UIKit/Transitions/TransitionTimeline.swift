import Foundation
import QuartzCore

/// Holds, scrubs and runs the local time of a transition's container layer (and of the layers
/// that animate alongside it, such as a navigation bar's), as UIKit's
/// percent-driven transition does with `speed = 0` and `timeOffset`: every animation in the
/// container's subtree, UIView-block or layer animation alike, follows it.
///
/// Runs along a curve are steps of `tick` seconds, each a straight piece of local time through
/// the curve's value at both ends (a display link that interpolates between its frames).
final class TransitionTimeline {
    private let layers: [CALayer]
    /// Bumped by each hold or run, so the steps of an earlier run stop.
    private var generation = 0

    static let tick: TimeInterval = 1.0 / 120

    /// Pauses the subtrees of `layers` at local time 0.
    init(layers: [CALayer]) {
        self.layers = layers
        hold(at: 0)
    }

    /// Stops local time at `local`.
    func hold(at local: TimeInterval) {
        generation += 1
        set(speed: 0, from: local)
    }

    /// Moves local time from `start` to `end` over `interval` clock seconds along `curve` (the
    /// fraction of the way at each fraction of the interval), then runs `completion` at that moment.
    func run(from start: TimeInterval, to end: TimeInterval, over interval: TimeInterval,
             curve: @escaping (Double) -> Double, completion: @escaping () -> Void) {
        generation += 1
        let clock = VirtualClock.required(for: "an interactive transition")
        let (begin, current) = (clock.time, generation)
        let steps = interval > 0 ? max(1, Int((interval / Self.tick).rounded(.up))) : 0
        func local(atStep step: Int) -> TimeInterval {
            start + (end - start) * curve(Double(step) / Double(steps))
        }
        func step(_ index: Int) {
            guard generation == current else { return }
            guard index < steps else { return completion() }
            let stepLength = interval / Double(steps)
            set(speed: (local(atStep: index + 1) - local(atStep: index)) / stepLength, from: local(atStep: index))
            clock.schedule(at: begin + Double(index + 1) * stepLength) { step(index + 1) }
        }
        set(speed: 0, from: start)
        step(0)
    }

    /// Lets local time run with the clock again from `local`.
    func resume(at local: TimeInterval) {
        generation += 1
        set(speed: 1, from: local)
    }

    /// The latest end, in local time, of the finite animations in the subtree.
    var latestAnimationEnd: TimeInterval {
        func latest(_ layer: CALayer) -> TimeInterval {
            let own = layer.animationRuns.map { $0.begin + $0.animation.activeDuration }.filter(\.isFinite)
            let nested = layer.sublayerList.map(latest) + [layer.mask.map(latest) ?? 0]
            return (own + nested).max() ?? 0
        }
        return layers.map(latest).max() ?? 0
    }

    /// Sets the layers' timing so that local time is `local` now and moves at `speed`.
    private func set(speed: Double, from local: TimeInterval) {
        let now = VirtualClock.required(for: "an interactive transition").time
        for layer in layers {
            let parentTime = layer.timeParent?.timeMapping.localTime(forClockTime: now) ?? now
            layer.speedValue = speed
            layer.beginTime = parentTime
            layer.timeOffset = local
        }
    }
}
