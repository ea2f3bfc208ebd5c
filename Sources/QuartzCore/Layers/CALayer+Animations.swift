import Foundation

extension CALayer {
    /// Runs `animation` on this layer, starting now (or at its `beginTime`), as
    /// `addAnimation:forKey:`. An animation already under `key` is removed first (its delegate
    /// hears `finished: false`). Must be called on a clock (inside `clock.run` or a callback).
    /// An animation that cannot run here (see `CAAnimation.validate(for:)`) is not added, and the
    /// reason goes to the `SceneErrorLog`.
    public func add(_ animation: CAAnimation, forKey key: String?) {
        let call = "CALayer.add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil"))"
        let clock = VirtualClock.required(for: call)
        do {
            try animation.validate(for: self)
        } catch {
            return SceneErrorLog.report(.animationRejected(call: call, reason: "\(error)"))
        }
        if let other = animationRuns.first?.clock, other !== clock {
            return SceneErrorLog.report(.animationRejected(
                call: call, reason: "this layer already runs animations on another VirtualClock; use one clock per scene"))
        }
        if let key { removeAnimation(forKey: key) }
        let now = timeMapping.localTime(forClockTime: clock.time)
        let run = AnimationRun(animation: animation, key: key, layer: self, clock: clock,
                               begin: animation.beginTime == 0 ? now : animation.beginTime)
        animationRuns.append(run)
        clock.watch(run)
        for transaction in clock.openTransactions { transaction.track(run) }
        animation.delegate?.animationDidStart(animation)
    }

    /// Removes the animation under `key`; its delegate hears `finished: false` if it had not ended.
    public func removeAnimation(forKey key: String) {
        for run in animationRuns where run.key == key { run.cancel() }
        animationRuns.removeAll { $0.key == key }
    }

    /// Removes every animation on this layer (not on its sublayers).
    public func removeAllAnimations() {
        let runs = animationRuns
        animationRuns = []
        for run in runs { run.cancel() }
    }

    /// The animation running under `key`, if any.
    public func animation(forKey key: String) -> CAAnimation? {
        animationRuns.last { $0.key == key }?.animation
    }
}

extension CALayer {
    /// The animations on this layer still running: neither ended nor removed, oldest first. A
    /// read-only view for tools that watch motion, such as the harness's motion lint.
    public var runningAnimations: [CAAnimation] {
        animationRuns.filter { !$0.hasStopped }.map(\.animation)
    }
}
