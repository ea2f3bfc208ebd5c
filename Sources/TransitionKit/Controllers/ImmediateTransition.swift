import Foundation

/// The "animator" of a non-animated push, pop, present or dismiss: the to-view takes its final
/// frame in the container at once. One code path then serves animated and immediate changes.
final class ImmediateTransition: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(toView)
        }
        transitionContext.completeTransition(true)
    }
}
