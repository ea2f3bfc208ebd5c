import Foundation

extension View {
    /// Animates the view property changes made in `animations` from what is on screen now to
    /// the new values, as `UIView.animate(withDuration:delay:options:animations:completion:)`.
    /// The completion runs once they have all stopped; `finished` is false if any was cut short.
    ///
    ///     View.animate(withDuration: 0.3, animations: { card.alpha = 0 }) { _ in card.removeFromSuperview() }
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
        precondition(duration.isFinite && duration >= 0, "View.animate needs a finite duration ≥ 0, got \(duration)")
        let spring = duration > 0 ? Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity) : nil
        run(duration: duration, delay: delay, options: options, spring: spring, animations: animations, completion: completion)
    }

    /// Runs `actions` with every change taking effect at once, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        ViewAnimationContext.$current.withValue(nil) { actions() }
    }

    private static func run(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, spring: Spring?,
                            animations: () -> Void, completion: ((Bool) -> Void)?) {
        precondition(duration.isFinite && duration >= 0, "View.animate needs a finite duration ≥ 0, got \(duration)")
        precondition(delay.isFinite && delay >= 0, "View.animate needs a finite delay ≥ 0, got \(delay)")
        let clock = Clock.required(for: "View.animate")
        let group = AnimationCompletionGroup(completion: completion)
        if duration == 0 && delay == 0 {
            // UIKit applies a zero-length animation at once.
            performWithoutAnimation(animations)
        } else {
            let context = ViewAnimationContext(duration: duration, delay: delay, options: options, spring: spring, completion: group)
            ViewAnimationContext.$current.withValue(context) { animations() }
        }
        group.seal(clock: clock)
    }
}
