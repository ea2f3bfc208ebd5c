import Foundation
import QuartzCore

/// An object that animates one push, pop, present or dismiss, as
/// `UIViewControllerAnimatedTransitioning`.
///
///     final class FadeTransition: UIViewControllerAnimatedTransitioning {
///         func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
///         func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
///             let toView = transitionContext.view(forKey: .to)!
///             toView.alpha = 0
///             transitionContext.containerView.addSubview(toView)
///             UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
///                 transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
///             }
///         }
///     }
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after `completeTransition(_:)`, with whether the transition finished (not cancelled).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
