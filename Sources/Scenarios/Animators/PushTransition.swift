// The door article (iOS的自定义转场): PushTransition, the from-view swings away like a door.
import Foundation
import UIKit

/// The door article's push: the from-view, hung on its left edge with perspective, turns to −π/2 about
/// the y axis over 2 s, uncovering the to-view.
package final class PushTransition: UIViewControllerAnimatedTransitioning {
    /// The transition context, kept for the completion.
    package var transitionContext: (any UIViewControllerContextTransitioning)?

    package init() {}

    package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        2
    }

    package func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let containerView = transitionContext.containerView
        // Both views in the container; the door in front.
        containerView.addSubview(toView)
        containerView.addSubview(fromView)

        DoorHinge.hang(fromView, besideMiddleOf: fromView)

        UIView.animate(withDuration: 2, animations: {
            fromView.layer.transform = DoorHinge.open
        }) { _ in
            // Must be called when the transition completes (or is cancelled).
            self.transitionContext?.finishInteractiveTransition()
            self.transitionContext?.completeTransition(true)
            self.transitionContext = nil
        }
    }
}
