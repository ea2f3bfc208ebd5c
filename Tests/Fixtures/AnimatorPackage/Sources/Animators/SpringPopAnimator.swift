import UIKit
import Foundation

/// Pops the presented view in with a Core Animation spring on its scale and fades the backdrop,
/// completing from a one-shot `Timer` as some animators do.
class SpringPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.8
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let toView = transitionContext.view(forKey: UITransitionContextViewKey.to)!
        container.addSubview(toView)
        toView.frame = container.bounds.insetBy(dx: 30, dy: 120)
        toView.layer.cornerRadius = 20
        toView.layer.masksToBounds = true
        toView.layer.borderColor = UIColor.black.withAlphaComponent(0.15).cgColor
        toView.layer.borderWidth = 1

        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.3
        spring.toValue = 1.0
        spring.mass = 1
        spring.stiffness = 180
        spring.damping = 12
        spring.initialVelocity = 0
        spring.duration = spring.settlingDuration
        toView.layer.add(spring, forKey: "pop")

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = NSNumber(value: 0)
        fade.toValue = NSNumber(value: 1)
        fade.duration = 0.25
        toView.layer.add(fade, forKey: "fade")

        let delay = transitionDuration(using: transitionContext)
        Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
