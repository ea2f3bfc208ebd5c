import Foundation

/// One animation added to one layer: when it began in the layer's time, and the clock that
/// watches for its end. The same `CAAnimation` may run on several layers, each with its own run.
package final class AnimationRun {
    package let animation: CAAnimation
    let key: String?
    let layer: CALayer
    let clock: VirtualClock
    /// The begin time in the layer's local time; a `UIViewPropertyAnimator` moves it to scrub.
    @exclusivity(unchecked) package var begin: TimeInterval
    /// Orders runs that end at the same moment by when they were added.
    let sequence: Int
    /// Reported to the layer as a model change: a kept animation (`isRemovedOnCompletion`
    /// false) that ends leaves its layer's animations as they were, yet the layer now shows its
    /// end for good, and a motion recorder must look at it once more.
    @exclusivity(unchecked) package private(set) var hasStopped = false { didSet { layer.noteModelChange() } }
    /// Told after the delegate and completion, e.g. by the `CATransaction` the run was added in.
    var onStop: [(Bool) -> Void] = []

    init(animation: CAAnimation, key: String?, layer: CALayer, clock: VirtualClock, begin: TimeInterval) {
        (self.animation, self.key, self.layer, self.clock, self.begin) = (animation, key, layer, clock, begin)
        sequence = clock.takeSequence()
    }

    /// The clock time at which the animation ends, or nil when it never does (endless repeats, or
    /// the layer's time is stopped). Recomputed at each step, since layer timing can change.
    /// `mapping` is the layer's `timeMapping`, which the clock walks once for all of a layer's runs.
    func endClockTime(mapping: LayerTimeMapping) -> TimeInterval? {
        let active = animation.activeDuration
        guard active.isFinite else { return nil }
        return mapping.clockTime(forLocalTime: begin + active)
    }

    /// The clock passed the end: leave the layer unless kept, then tell the delegate.
    func finish() {
        if animation.isRemovedOnCompletion { layer.animationRuns.removeAll { $0 === self } }
        stop(finished: true)
    }

    /// Removed before its end: stop watching, and tell the delegate on the clock's next step,
    /// as Core Animation reports removals on the next run-loop turn.
    func cancel() {
        clock.unwatch(self)
        guard !hasStopped else { return }
        hasStopped = true
        clock.schedule(at: clock.time) { [self] in notify(finished: false) }
    }

    private func stop(finished: Bool) {
        guard !hasStopped else { return }
        hasStopped = true
        notify(finished: finished)
    }

    private func notify(finished: Bool) {
        animation.delegate?.animationDidStop(animation, finished: finished)
        animation.completion?(finished)
        for observer in onStop { observer(finished) }
    }
}
