// The door article (iOS的自定义转场): PopTransition, the to-view swings shut like a door.
import Foundation
import UIKit

/// The door article's pop: the to-view, hung on its left edge, turns back from −π/2 to identity over 2 s
/// in front of the from-view. The article's code always completes with YES; this port passes
/// `!transitionWasCancelled` so the interactive scenarios can cancel it.
package final class PopTransition: UIViewControllerAnimatedTransitioning {
    package var transitionContext: (any UIViewControllerContextTransitioning)?

    package init() {}

    package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        2
    }

    package func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        fromViewController.view.layer.removeAllAnimations()
        let containerView = transitionContext.containerView

        containerView.addSubview(fromViewController.view)
        containerView.addSubview(toViewController.view)

        DoorHinge.hang(toViewController.view, besideMiddleOf: fromViewController.view)
        toViewController.view.layer.transform = DoorHinge.open

        UIView.animate(withDuration: 2, animations: {
            toViewController.view.layer.transform = .identity
        }) { _ in
            guard let transitionContext = self.transitionContext else { return }
            transitionContext.finishInteractiveTransition()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            self.transitionContext = nil
        }
    }
}
