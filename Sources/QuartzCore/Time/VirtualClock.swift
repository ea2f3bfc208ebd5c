import Foundation

/// The virtual time a scene runs on. Only its owner moves it, so two runs of a scenario give
/// identical frames; nothing in the engine reads the wall clock.
///
/// Build the scene inside `run`, so that animations, `UIView.animate` and completion callbacks find
/// this clock; then advance it and take presentations:
///
///     let clock = VirtualClock()
///     let root = clock.run { buildSceneAndStartTransition() }
///     for t in [0, 0.25, 0.5] {
///         clock.advance(to: t)          // fires completions up to t, in time order
///         draw(root.presentation())     // the tree as it looks at t
///     }
///
/// A layer remembers the clock its animations were added on, so `presentation()` needs no
/// `run`. A clock and the layers animated on it belong to one thread at a time (hence
/// `@unchecked Sendable`); scenarios run in parallel each with their own clock.
public final class VirtualClock: @unchecked Sendable {
    /// The clock of the code running now: set by `run` and while the clock fires callbacks.
    @TaskLocal public static var current: VirtualClock?

    /// Seconds since the clock was made.
    public private(set) var time: TimeInterval

    /// How many callbacks (scheduled actions and animation ends) have run: while it stays the
    /// same, no code has changed a model value. A read-only view for tools that watch motion.
    public private(set) var firedCallbacks = 0
    /// When each animated view controller transition called `completeTransition(_:)`, in
    /// order: the instants after which nothing of the transition should still be animating.
    public package(set) var transitionCompletionTimes: [TimeInterval] = []
    /// The mistakes UIKit let pass in this scene, in order (ToleratedMisuse.swift).
    public package(set) var toleratedMisuses: [ToleratedMisuse] = []

    private var actions: [ScheduledAction] = []
    /// Running layer animations, in the order they were added, watched for their ends.
    private var watched: [AnimationRun] = []
    private var nextSequence = 0
    /// `CATransaction.begin()`s not yet committed, outermost first.
    var openTransactions: [CATransaction] = []
    /// Foundation timers a run loop was given while this clock ran, which it now fires, so a
    /// timer added for two modes fires once.
    package var runLoopTimers: Set<ObjectIdentifier> = []
    /// What the frameworks above keep per scene (UIKit: its key window, open animation blocks),
    /// by the type that holds it: a scene is one clock.
    private var attachments: [ObjectIdentifier: AnyObject] = [:]
    /// The attachment looked up last, tried before hashing: nearly every lookup is UIKit's,
    /// made by every animatable property change of a view's layer.
    @exclusivity(unchecked) private var lastAttachment: (type: ObjectIdentifier, state: AnyObject)?

    /// The scene's one `State`, made on first use.
    package func attachment<State: AnyObject>(_ make: () -> State) -> State {
        // Filed under its own type, so it is that type: no dynamic cast to pay for on the
        // lookups every animatable property change makes.
        let type = ObjectIdentifier(State.self)
        if let last = lastAttachment, last.type == type { return unsafeDowncast(last.state, to: State.self) }
        let state = attachments[type] ?? make()
        attachments[type] = state
        lastAttachment = (type, state)
        return unsafeDowncast(state, to: State.self)
    }

    public init(time: TimeInterval = 0) {
        if !time.isFinite {
            SceneErrorLog.report(.invalidValue(call: "VirtualClock(time:)", problem: "needs a finite time, got \(time); starting at 0"))
        }
        self.time = time.isFinite ? time : 0
    }

    /// The current clock's time, as `CACurrentMediaTime()`; stops with a message outside a clock.
    public static var now: TimeInterval { required(for: "VirtualClock.now").time }

    /// `VirtualClock.current`; outside one, the mistake goes to the `SceneErrorLog` and the call gets
    /// a clock of its own that nothing advances, so what it schedules never runs.
    package static func required(for use: String) -> VirtualClock {
        guard let clock = current else {
            SceneErrorLog.report(.noClock(call: use))
            return VirtualClock()
        }
        return clock
    }

    /// Runs `body` with this clock as `VirtualClock.current` and returns its result.
    @discardableResult
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try VirtualClock.$current.withValue(self) { try body() }
    }

    /// Moves time forward to `target`, running every due callback in time order (ties in the
    /// order they were scheduled) with the clock's time set to that callback's moment, so that
    /// an animation started from a completion begins when its predecessor ended.
    public func advance(to target: TimeInterval) {
        guard target.isFinite, target >= time else {
            return SceneErrorLog.report(.invalidValue(
                call: "VirtualClock.advance(to:)", problem: "needs a finite time no earlier than now (\(time)), got \(target)"))
        }
        run {
            while let due = nextDue(upTo: target) {
                time = max(time, due.time)
                firedCallbacks += 1
                due.fire()
            }
        }
        time = target
    }

    /// Moves time forward by `interval` seconds (see `advance(to:)`).
    public func advance(by interval: TimeInterval) {
        guard interval.isFinite, interval >= 0 else {
            return SceneErrorLog.report(.invalidValue(call: "VirtualClock.advance(by:)", problem: "needs a finite interval ≥ 0, got \(interval)"))
        }
        advance(to: time + interval)
    }

    /// Runs `action` when the clock passes `time` (at once on the next advance if it is already
    /// past). A hook for controllers and transitions that need a deadline or a deferred step.
    public func schedule(at time: TimeInterval, _ action: @escaping () -> Void) {
        guard !time.isNaN else {
            return SceneErrorLog.report(.invalidValue(call: "VirtualClock.schedule(at:)", problem: "needs a time, got NaN"))
        }
        actions.append(ScheduledAction(time: time, sequence: takeSequence(), action: action))
    }

    func takeSequence() -> Int {
        defer { nextSequence += 1 }
        return nextSequence
    }

    func watch(_ run: AnimationRun) { watched.append(run) }
    func unwatch(_ run: AnimationRun) { watched.removeAll { $0 === run } }

    /// The earliest callback due at or before `target`; the chosen one leaves its list.
    private func nextDue(upTo target: TimeInterval) -> (time: TimeInterval, fire: () -> Void)? {
        var best: (time: TimeInterval, sequence: Int, index: Int, isAction: Bool)?
        func consider(_ time: TimeInterval, _ sequence: Int, _ index: Int, _ isAction: Bool) {
            guard time <= target else { return }
            if let b = best, (b.time, b.sequence) <= (time, sequence) { return }
            best = (time, sequence, index, isAction)
        }
        for (index, action) in actions.enumerated() { consider(action.time, action.sequence, index, true) }
        // Runs added together (a view animation's position and bounds) sit side by side on one
        // layer: its mapping is walked up to the root once for them. Nothing changes during the scan.
        var last: (layer: ObjectIdentifier, mapping: LayerTimeMapping)?
        for (index, run) in watched.enumerated() {
            let layer = ObjectIdentifier(run.layer)
            let mapping = last.flatMap { $0.layer == layer ? $0.mapping : nil } ?? run.layer.timeMapping
            last = (layer, mapping)
            if let end = run.endClockTime(mapping: mapping) { consider(end, run.sequence, index, false) }
        }
        guard let best else { return nil }
        if best.isAction {
            let action = actions.remove(at: best.index)
            return (best.time, action.action)
        }
        let run = watched.remove(at: best.index)
        return (best.time, { run.finish() })
    }
}

/// A callback waiting for its time.
private struct ScheduledAction {
    let time: TimeInterval
    let sequence: Int
    let action: () -> Void
}
