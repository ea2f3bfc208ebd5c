import Foundation
import QuartzCore

/// Where a `UIViewPropertyAnimator` ended, as `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }
/// Whether a `UIViewPropertyAnimator` has animations under way, as `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// View animations that can be paused, scrubbed, reversed and continued, as
/// `UIViewPropertyAnimator`, which interruptible transitions are built on. The animations'
/// progress is linear in time; the timing curve shapes each property's change while they run.
/// Scrubbed by `fractionComplete`, a paused animator moves its views linearly unless
/// `scrubsLinearly` is false, and with `pausesOnCompletion` it holds at the end, still active.
///
///     let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { card.center.y -= 200 }
///     animator.pauseAnimation()
///     animator.fractionComplete = 0.3     // the card 30 % of the way
///     animator.isReversed = true
///     animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public let timingParameters: (any UITimingCurveProvider)?
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Kept for ported code: there are no touches here.
    public var isInterruptible = true
    public var isUserInteractionEnabled = true
    /// Whether `fractionComplete` moves a paused animator's views linearly (true, the default)
    /// or along the timing curve. Apple: "When the value of this property is true, the animator
    /// uses a linear timing curve when paused and scrubbed … When the animation resumes, the
    /// animator transitions back to the original timing curve."
    public var scrubsLinearly = true
    /// Kept for ported code: there are no touches to test.
    public var isManualHitTestingEnabled = false
    /// Whether the animator pauses at the end instead of finishing. Apple: "When the value of
    /// this property is true, the animator remains in the active state when the animation
    /// finishes, and it does not execute its completion handler", so it can be reversed.
    public var pausesOnCompletion = false

    /// The animation blocks not yet run, and the completions to run at the end.
    private var pendingBlocks: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Each animation a block made, with its original ends.
    private var runs: [(layer: CALayer, key: String, animation: CABasicAnimation, from: AnimatableValue?, to: AnimatableValue?)] = []
    /// Progress (0…1, toward the end) at `anchorTime`; while running it moves with the clock.
    private var progressAtAnchor = 0.0
    private var anchorTime: TimeInterval?
    private var pace = 1.0
    /// Counts placements, so that an end scheduled for an earlier one is ignored.
    private var generation = 0
    /// The fraction last set while paused, when it was scrubbed linearly: the views show that
    /// share of their change, which a point in time on a non-linear curve does not.
    private var linearFraction: Double?

    public init(duration: TimeInterval, timingParameters: any UITimingCurveProvider) {
        self.duration = max(duration, 0)
        self.timingParameters = timingParameters
    }

    /// An animator of no duration with the default ease-in-out curve, as `UIViewPropertyAnimator()`.
    public convenience init() { self.init(duration: 0, curve: .easeInOut) }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running, as `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                               completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(
            controlPoint1: options.timingFunction.controlPoint1, controlPoint2: options.timingFunction.controlPoint2))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    public var isRunning: Bool { anchorTime != nil }

    /// Whether the animations play back toward their start.
    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, !runs.isEmpty else { return }
            let progress = currentProgress, linear = linearFraction
            for run in runs { (run.animation.fromValue, run.animation.toValue) = (run.animation.toValue, run.animation.fromValue) }
            place(at: progress, running: isRunning, linearly: linear != nil)
        }
    }

    /// How far the animations are toward their end, 0…1; settable while paused.
    public var fractionComplete: CGFloat {
        get { CGFloat(linearFraction ?? currentProgress) }
        set {
            guard !isRunning else { return }
            if state == .inactive { pauseAnimation() }
            place(at: min(max(Double(newValue), 0), 1), running: false, linearly: scrubsLinearly)
        }
    }

    public func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { make(animation) } else { pendingBlocks.append(animation) }
    }

    /// Blocks that start `delayFactor` of the remaining duration late are run at once here.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    public func startAnimation() {
        if state == .inactive { activate() }
        guard state == .active else { return }
        place(at: resumedProgress, running: true)
    }

    public func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        guard delay > 0 else { return startAnimation() }
        let clock = VirtualClock.required(for: "UIViewPropertyAnimator.startAnimation(afterDelay:)")
        clock.schedule(at: clock.time + delay) { [self] in startAnimation() }
    }

    public func pauseAnimation() {
        if state == .inactive { activate() }
        guard state == .active else { return }
        place(at: currentProgress, running: false, linearly: linearFraction != nil)
    }

    /// Runs on from where the animations are, `durationFactor` times the remaining time.
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active else { return }
        pace = durationFactor > 0 ? 1 / Double(durationFactor) : 1
        place(at: resumedProgress, running: true)
    }

    /// Stops where the animations are; without finishing the model keeps those values and the
    /// completions never run, otherwise `finishAnimation(at:)` must follow.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        state = .stopped
        anchorTime = nil
        linearFraction = nil
        generation += 1
        for run in runs {
            let presented = run.layer.presentationTree()
            run.layer.removeAnimation(forKey: run.key)
            if let property = LayerKeyPath.named(run.key) { property.set(run.layer, property.value(of: presented)) }
        }
        runs = []
        if withoutFinishing { state = .inactive }
    }

    /// Ends a stopped animator with its properties at `finalPosition`, then runs the completions.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        state = .inactive
        for completion in completions { completion(finalPosition) }
    }

    // MARK: Running

    /// Runs the pending blocks under one view animation context and keeps what they made.
    private func activate() {
        state = .active
        let blocks = pendingBlocks
        pendingBlocks = []
        for block in blocks { make(block) }
        if runs.isEmpty {
            // Nothing to animate: UIKit still reports the end, on the next turn.
            let clock = VirtualClock.required(for: "UIViewPropertyAnimator")
            clock.schedule(at: clock.time + duration) { [self] in end(at: .end) }
        }
    }

    private func make(_ block: () -> Void) {
        let group = AnimationCompletionGroup { [weak self] finished in
            guard let self, finished, state == .active, !pausesOnCompletion else { return }
            end(at: isReversed ? .start : .end)
        }
        let spring = duration > 0 ? timingParameters?.springTimingParameters?.spring(duration: duration) : nil
        let context = ViewAnimationContext(duration: duration, delay: 0, options: [], spring: spring,
                                           timingFunction: timingParameters?.cubicTimingParameters?.timingFunction,
                                           completion: group)
        AnimationBlockScope.run { ViewAnimationContext.$current.withValue(context) { block() } }
        runs += context.made.map { ($0.layer, $0.key, $0.animation, $0.animation.from, $0.animation.to) }
        // An animator that pauses on completion must still have its animations at the end.
        if pausesOnCompletion {
            for made in context.made { (made.animation.isRemovedOnCompletion, made.animation.fillMode) = (false, .both) }
        }
        group.seal(clock: VirtualClock.required(for: "UIViewPropertyAnimator"))
        if state == .active { place(at: currentProgress, running: isRunning, linearly: linearFraction != nil) }
    }

    /// The progress now: the anchor's, moved on by the time since while running.
    private var currentProgress: Double {
        guard let anchorTime, duration > 0 else { return progressAtAnchor }
        let moved = (VirtualClock.now - anchorTime) * pace / duration
        return min(max(progressAtAnchor + (isReversed ? -moved : moved), 0), 1)
    }

    /// The progress to run on from: after a linear scrub, the point in time at which the curve
    /// shows what the scrub showed, so that the views go on from where they are.
    private var resumedProgress: Double {
        guard let linearFraction, duration > 0, let first = runs.first?.animation else { return currentProgress }
        let target = isReversed ? 1 - linearFraction : linearFraction
        let time = Self.time(at: target, of: first, within: duration) / duration
        return isReversed ? 1 - time : time
    }

    /// Shows every animation at `progress`, held or running on from there. Held `linearly`, each
    /// animation is held at the moment its curve has gone `progress` of the way.
    private func place(at progress: Double, running: Bool, linearly: Bool = false) {
        progressAtAnchor = progress
        anchorTime = running ? VirtualClock.now : nil
        linearFraction = !running && linearly ? progress : nil
        generation += 1
        // Reversed animations run from the end values back, so their own time counts from the end.
        // A held time of exactly the duration would wrap to the start, so hold just short of it.
        let share = isReversed ? 1 - progress : progress
        for run in runs {
            guard let record = run.layer.animationRuns.last(where: { $0.animation === run.animation }) else { continue }
            let timed = linearFraction == nil ? share * duration : Self.time(at: share, of: run.animation, within: duration)
            let local = min(timed, duration.nextDown)
            let now = run.layer.timeMapping.localTime(forClockTime: VirtualClock.now)
            run.animation.speedValue = running ? pace : 0
            run.animation.timeOffset = running ? 0 : local
            record.begin = running ? now - local / pace : now
        }
        if running, pausesOnCompletion, duration > 0 { pauseAtTheEnd(from: progress) }
    }

    /// The earliest time within `duration` at which `animation`'s curve has gone `share` of the
    /// way (the first crossing, for a spring that overshoots), found by bisection.
    private static func time(at share: Double, of animation: CABasicAnimation, within duration: TimeInterval) -> TimeInterval {
        guard share > 0 else { return 0 }
        var (low, high) = (0.0, duration)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if animation.fraction(atTime: middle) >= share { high = middle } else { low = middle }
        }
        return high
    }

    /// With `pausesOnCompletion`, holds the animations at the end they are running toward,
    /// still active, when they get there.
    private func pauseAtTheEnd(from progress: Double) {
        let remaining = (isReversed ? progress : 1 - progress) * duration / pace
        let clock = VirtualClock.required(for: "UIViewPropertyAnimator")
        let placement = generation
        clock.schedule(at: clock.time + remaining) { [self] in
            guard placement == generation, state == .active else { return }
            place(at: isReversed ? 0 : 1, running: false)
        }
    }

    private func end(at position: UIViewAnimatingPosition) {
        guard state == .active else { return }
        state = .inactive
        anchorTime = nil
        linearFraction = nil
        generation += 1
        progressAtAnchor = position == .start ? 0 : 1
        if position == .start {
            // The model holds the end values; going back, it returns to the start ones.
            for run in runs {
                if let property = LayerKeyPath.named(run.key), let from = run.from {
                    property.set(run.layer, from)
                }
            }
        }
        runs = []
        for completion in completions { completion(position) }
    }
}
