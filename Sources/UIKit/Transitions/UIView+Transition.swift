import Foundation
import QuartzCore

extension UIView {
    /// Changes `view`'s look in `animations` and shows the change through the transition the
    /// options select, as `UIView.transition(with:duration:options:animations:completion:)`:
    /// a flip, curl or cross-dissolve of the view's whole layer. Property changes in the block
    /// take effect at once; the transition animates them. Without a transition option the
    /// changes simply happen.
    ///
    ///     UIView.transition(with: card, duration: 0.5, options: .transitionFlipFromLeft, animations: {
    ///         card.backgroundColor = .red
    ///     })
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((_ finished: Bool) -> Void)? = nil) {
        run(on: view, duration: duration, options: options, changes: { animations?() }, completion: completion)
    }

    /// Replaces `fromView` with `toView` in its superview and shows the swap through the
    /// transition the options select, as `UIView.transition(from:to:duration:options:completion:)`.
    /// The transition runs on the superview's layer, so the whole superview flips or curls;
    /// with `.showHideTransitionViews` the views are hidden and shown instead of removed and added.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((_ finished: Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            // Nothing on screen to transition from; UIKit then only reports completion.
            VirtualClock.required(for: "UIView.transition(from:to:)").schedule(at: VirtualClock.now) { completion?(true) }
            return
        }
        run(on: container, duration: duration, options: options, changes: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    private static func run(on view: UIView, duration: TimeInterval, options: AnimationOptions,
                            changes: () -> Void, completion: ((Bool) -> Void)?) {
        let clock = VirtualClock.required(for: "UIView.transition")
        guard let (type, subtype) = options.transitionEffect else {
            performWithoutAnimation(changes)
            clock.schedule(at: clock.time) { completion?(true) }
            return
        }
        let transition = CATransition(type: type, subtype: subtype)
        transition.duration = duration
        transition.timingFunction = options.timingFunction
        transition.completion = completion
        // The transition's key, as UIKit's `kCATransition`.
        view.layer.add(transition, forKey: "transition")
        performWithoutAnimation(changes)
    }
}
