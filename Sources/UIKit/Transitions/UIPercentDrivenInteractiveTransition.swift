import Foundation
import QuartzCore

/// Drives an animator's transition by percent, as `UIPercentDrivenInteractiveTransition`:
/// `update(_:)` holds every animation of the transition at that fraction of its duration, and
/// `finish()`/`cancel()` play it on to the end or back to the start. Return one from
/// `interactionController(for:)`, then drive it (from a pan gesture, or a script).
///
///     let interaction = UIPercentDrivenInteractiveTransition()
///     interaction.update(0.6)     // the animator's animations, paused at 60 %
///     interaction.cancel()        // back to 0 over 0.6 · duration, then cancelled
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How much faster than the animator's own pace `finish()` and `cancel()` run.
    open var completionSpeed: CGFloat = 1
    /// The easing of the run after `finish()` or `cancel()`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// When false the transition starts playing on its own, as an ordinary animated one.
    open var wantsInteractiveStart = true
    /// The curve UIKit would scrub a property-animator transition along; scrubbing here is linear.
    open var timingCurve: (any UITimingCurveProvider)?
    public private(set) var percentComplete: CGFloat = 0

    private var context: TransitionContext?
    private var timeline: TransitionTimeline?

    public init() {}

    /// The transition's duration, as the animator gave it (0 before the transition starts); a
    /// subclass may override it, as UIKit's `CGFloat` `duration` allows.
    open var duration: CGFloat { CGFloat(context?.duration ?? 0) }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else {
            preconditionFailure("UIPercentDrivenInteractiveTransition needs the context UIKit's controllers hand out")
        }
        self.context = context
        percentComplete = 0
        timeline = TransitionTimeline(layers: context.drivenLayers)
        context.animator.animateTransition(using: context)
        if !wantsInteractiveStart {
            context.finishInteractiveTransition()
            timeline?.resume(at: 0)
        }
    }

    /// Holds the transition at `percentComplete`, clamped to 0…1.
    open func update(_ percentComplete: CGFloat) {
        guard let context, context.isInteractive else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        context.updateInteractiveTransition(self.percentComplete)
        timeline?.hold(at: self.percentComplete * duration)
    }

    /// Holds the transition where it is, as `pause()` does before a gesture takes over; it is
    /// held already while interactive.
    open func pause() {
        guard let context, context.isInteractive else { return }
        timeline?.hold(at: percentComplete * duration)
    }

    /// Plays on from the current point to the end; the animator then completes it.
    open func finish() {
        guard let context, context.isInteractive, let timeline else { return }
        context.finishInteractiveTransition()
        let duration = self.duration
        run(timeline, to: 1) { timeline.resume(at: duration) }
    }

    /// Plays back to the start; then every animation ends at once, so the animator's completions
    /// run and it calls `completeTransition(false)`, and the context undoes the transition.
    open func cancel() {
        guard let context, context.isInteractive, let timeline else { return }
        context.cancelInteractiveTransition()
        run(timeline, to: 0) { timeline.resume(at: max(timeline.latestAnimationEnd, Double(self.duration))) }
    }

    /// How `finish()` and `cancel()` play the `remaining` fraction: over that share of the
    /// duration divided by `completionSpeed`, along `completionCurve`. UIKit's own swipe back
    /// plays it on its spring instead (NavigationInteractivePop.swift).
    func completion(covering remaining: Double) -> (interval: TimeInterval, curve: (Double) -> Double) {
        let speed = completionSpeed > 0 ? completionSpeed : 1
        let curve = completionCurve.timingFunction
        return (remaining * duration / speed, { curve.value(at: $0) })
    }

    private func run(_ timeline: TransitionTimeline, to target: Double, then completion: @escaping () -> Void) {
        let run = self.completion(covering: abs(target - percentComplete))
        timeline.run(from: percentComplete * duration, to: target * duration, over: run.interval,
                     curve: run.curve) { [weak self] in
            self?.percentComplete = target
            completion()
        }
    }
}
