import Foundation

/// An object that animates one push, pop, present or dismiss, as
/// `UIViewControllerAnimatedTransitioning`.
///
///     final class FadeTransition: ViewControllerAnimatedTransitioning {
///         func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
///         func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
///             let toView = transitionContext.view(forKey: .to)!
///             toView.alpha = 0
///             transitionContext.containerView.addSubview(toView)
///             View.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
///                 transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
///             }
///         }
///     }
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
    /// Called after `completeTransition(_:)`, with whether the transition finished (not cancelled).
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
