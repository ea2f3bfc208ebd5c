import Foundation
import QuartzCore

/// The "animator" of a non-animated push, pop, present or dismiss: the to-view takes its final
/// frame in the container at once. One code path then serves animated and immediate changes.
final class ImmediateTransition: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(toView)
        }
        transitionContext.completeTransition(true)
    }
}
