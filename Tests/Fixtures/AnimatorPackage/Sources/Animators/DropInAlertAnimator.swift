import UIKit

/// Presents an alert card that drops from above the screen, hangs from an anchor by a spring
/// and swings to rest, as iOS 7-era UIKit Dynamics transitions do: gravity pulls the card, an
/// attachment holds it, a push gives it a sideways nudge, and the transition completes when
/// the dynamic animator pauses.
class DropInAlertAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    private var animator: UIDynamicAnimator?
    private weak var transitionContext: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        guard let alertView = transitionContext.view(forKey: .to) else { return }

        let dimmingView = UIView(frame: containerView.bounds)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)

        let size = CGSize(width: containerView.bounds.width - 80, height: 220)
        alertView.frame = CGRect(x: 40, y: -size.height - 20, width: size.width, height: size.height)
        alertView.layer.cornerRadius = 16
        alertView.clipsToBounds = true
        containerView.addSubview(alertView)

        UIView.animate(withDuration: 0.3) {
            dimmingView.alpha = 1
        }

        let animator = UIDynamicAnimator(referenceView: containerView)
        animator.delegate = self

        let gravity = UIGravityBehavior(items: [alertView])
        gravity.magnitude = 2

        let anchor = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY - 150)
        let attachment = UIAttachmentBehavior(item: alertView, offsetFromCenter: UIOffsetMake(0, -size.height / 2),
                                              attachedToAnchor: anchor)
        attachment.length = 60
        attachment.damping = 0.6
        attachment.frequency = 2.5

        let push = UIPushBehavior(items: [alertView], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.magnitude = 2.5
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: size.height / 2), for: alertView)

        let itemBehavior = UIDynamicItemBehavior(items: [alertView])
        itemBehavior.resistance = 2
        itemBehavior.angularResistance = 3
        itemBehavior.elasticity = 0.2

        animator.addBehavior(gravity)
        animator.addBehavior(attachment)
        animator.addBehavior(push)
        animator.addBehavior(itemBehavior)
        self.animator = animator
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        guard let transitionContext = transitionContext else { return }
        animator.removeAllBehaviors()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        self.animator = nil
    }
}
