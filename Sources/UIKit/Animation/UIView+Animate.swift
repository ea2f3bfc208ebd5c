import Foundation
import QuartzCore

extension UIView {
    /// Animates the view property changes made in `animations` from what is on screen now to
    /// the new values, as `UIView.animate(withDuration:delay:options:animations:completion:)`.
    /// The completion runs once they have all stopped; `finished` is false if any was cut short.
    ///
    ///     UIView.animate(withDuration: 0.3, animations: { card.alpha = 0 }) { _ in card.removeFromSuperview() }
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((_ finished: Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
    }

    /// As above on UIView's spring: `Spring(duration:dampingRatio:initialVelocity:)`, where a
    /// velocity of 1 covers the whole distance in a second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((_ finished: Bool) -> Void)? = nil) {
        guard isValid(duration: duration, delay: delay),
              isValid(spring: "dampingRatio", dampingRatio), isValid(spring: "initialSpringVelocity", velocity) else {
            return performWithoutAnimation(animations)
        }
        let spring = duration > 0 ? Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity) : nil
        run(duration: duration, delay: delay, options: options, spring: spring, animations: animations, completion: completion)
    }

    /// Runs `actions` with every change taking effect at once, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        ViewAnimationContext.$current.withValue(nil) {
            ViewAnimationContext.$isWithoutAnimation.withValue(true) { actions() }
        }
    }

    private static func run(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, spring: Spring?,
                            animations: () -> Void, completion: ((Bool) -> Void)?) {
        // A rejected call still applies its changes, as an animation would in the end.
        guard isValid(duration: duration, delay: delay) else { return performWithoutAnimation(animations) }
        let clock = VirtualClock.required(for: "UIView.animate")
        let group = AnimationCompletionGroup(completion: completion)
        if duration == 0 && delay == 0 {
            // UIKit applies a zero-length animation at once.
            performWithoutAnimation(animations)
        } else {
            let context = ViewAnimationContext(duration: duration, delay: delay, options: options, spring: spring, completion: group)
            AnimationBlockScope.run { ViewAnimationContext.$current.withValue(context) { animations() } }
        }
        group.seal(clock: clock)
    }

    /// Whether a duration and delay are finite and ≥ 0; reports them to the `SceneErrorLog` if not.
    private static func isValid(duration: TimeInterval, delay: TimeInterval) -> Bool {
        isValidTime(duration, named: "duration", in: "UIView.animate") && isValidTime(delay, named: "delay", in: "UIView.animate")
    }

    /// Whether `value` is a finite number ≥ 0; reports it to the `SceneErrorLog` as `call`'s
    /// `name` if not.
    static func isValidTime(_ value: Double, named name: String, in call: String) -> Bool {
        guard value.isFinite, value >= 0 else {
            SceneErrorLog.report(.invalidValue(call: call, problem: "needs a finite \(name) ≥ 0, got \(value)"))
            return false
        }
        return true
    }

    /// Whether a spring parameter is finite; reports it to the `SceneErrorLog` if not.
    private static func isValid(spring name: String, _ value: Double) -> Bool {
        guard value.isFinite else {
            SceneErrorLog.report(.invalidValue(call: "UIView.animate", problem: "needs a finite \(name), got \(value)"))
            return false
        }
        return true
    }
}
