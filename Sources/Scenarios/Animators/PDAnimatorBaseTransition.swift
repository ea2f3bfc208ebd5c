// The three-ways article (§3) (iOS转场动画的三种方式): PDAnimatorBaseTransition, the base class of its animators.
import Foundation
import UIKit

/// Which transition a `PDAnimatorBaseTransition` runs, as the article's `PDAnimationType`.
package enum PDAnimationType: Sendable {
    case present, dismiss, push, pop
}

/// The three-ways article's animator base class: it keeps the context's container, controllers and views in
/// properties, then hands over to `animationPresent`, `animationDismiss`, `animationPush` or
/// `animationPop`, which subclasses override.
package class PDAnimatorBaseTransition: UIViewControllerAnimatedTransitioning {
    package var animationType: PDAnimationType = .present
    package var containerView: UIView!
    package var from: UIViewController!
    package var to: UIViewController!
    package var fromView: UIView?
    package var toView: UIView?
    package weak var transitionContext: (any UIViewControllerContextTransitioning)?

    package init() {}

    // MARK: required

    open func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        1
    }

    open func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        containerView = transitionContext.containerView
        from = transitionContext.viewController(forKey: .from)
        to = transitionContext.viewController(forKey: .to)
        // The article's code falls back to `from.view`/`to.view` before iOS 8; `view(forKey:)` always exists here.
        fromView = transitionContext.view(forKey: .from)
        toView = transitionContext.view(forKey: .to)

        switch animationType {
        case .present: animationPresent()
        case .dismiss: animationDismiss()
        case .pop: animationPop()
        case .push: animationPush()
        }
    }

    // MARK: optional

    /// Called when the animation has ended.
    open func animationEnded(_ transitionCompleted: Bool) {}
    open func animationPresent() {}
    open func animationDismiss() {}
    open func animationPop() {}
    open func animationPush() {}
}
