// The three-ways article (§3) (iOS转场动画的三种方式): PDAnimationPresentTransition, the scale spring present.
import Foundation
import UIKit

/// The three-ways article's present: the presented view grows from scale 0.001 and alpha 0 to its final frame
/// on a spring of damping 0.6 over 1 s. Its initial frame is the context's (`.zero`), so it
/// grows out of the screen's top-left corner, as on iOS.
package final class PDAnimationPresentTransition: PDAnimatorBaseTransition {
    package override func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        1
    }

    package override func animationPresent() {
        let duration = transitionDuration(using: transitionContext)

        guard let toView, let transitionContext else { return }
        toView.frame = transitionContext.initialFrame(for: to)

        fromView?.frame = transitionContext.initialFrame(for: from)

        var transform = CGAffineTransform.identity
        transform = transform.scaledBy(x: 0.001, y: 0.001)
        toView.layer.setAffineTransform(transform)

        containerView.addSubview(toView)

        toView.alpha = 0.0

        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                     options: .curveEaseInOut, animations: { [self] in
            toView.layer.setAffineTransform(.identity)
            toView.frame = transitionContext.finalFrame(for: to)
            toView.alpha = 1.0
        }) { [weak self] _ in
            guard let transitionContext = self?.transitionContext else { return }
            let wasCancelled = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!wasCancelled)
        }
    }
}
