// The door article (iOS的自定义转场): ModalTransition, a spring up from below and a slide back down.
import Foundation
import UIKit

/// The door article's present and dismiss, in one object that is both the transitioning delegate and
/// the animator: present springs the presented view up from +667 (damping 0.6, 1 s); dismiss
/// slides it back down over 1 s.
public final class ModalTransition: UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    /// Whether the transition under way is a present or a dismiss.
    public var isPresent = false

    public init() {}

    // Both delegate methods return self, noting which way the transition goes.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        isPresent = true
        return self
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        isPresent = false
        return self
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        1.0
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        isPresent ? animationForPresentedView(transitionContext) : animationForDismissView(transitionContext)
    }

    private func animationForPresentedView(_ transitionContext: any UIViewControllerContextTransitioning) {
        let presentedView = transitionContext.view(forKey: .to)!
        let fromView = transitionContext.view(forKey: .from)
        // Mind the order: the presenter first, the presented view on top.
        if let fromView { transitionContext.containerView.addSubview(fromView) }
        transitionContext.containerView.addSubview(presentedView)
        presentedView.transform = presentedView.transform.translatedBy(x: 0, y: 667)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.6,
                     initialSpringVelocity: 0, options: .curveEaseInOut, animations: {
            presentedView.transform = .identity
        }) { _ in
            transitionContext.completeTransition(true)
        }
    }

    private func animationForDismissView(_ transitionContext: any UIViewControllerContextTransitioning) {
        let dismissedView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)
        if let toView { transitionContext.containerView.addSubview(toView) }
        // Mind the order: the dismissed view stays on top.
        transitionContext.containerView.addSubview(dismissedView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            dismissedView.transform = dismissedView.transform.translatedBy(x: 0, y: 667)
        }) { _ in
            transitionContext.completeTransition(true)
        }
    }
}
