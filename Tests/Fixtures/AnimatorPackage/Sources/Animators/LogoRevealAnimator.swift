import UIKit

/// Reveals the next screen through a logo-shaped mask that shrinks a little and then grows past
/// the screen's edges, in the style of launch-screen "logo reveal" tutorials: a keyframe
/// animation of the mask's bounds inside a CATransaction whose completion ends the transition.
final class LogoRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 1.0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let toViewController = transitionContext.viewController(forKey: .to)!
        let toView = toViewController.view!
        containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)

        let logoSize = CGSize(width: 80, height: 80)
        let logo = CAShapeLayer()
        logo.bounds = CGRect(origin: .zero, size: logoSize)
        logo.position = CGPoint(x: toView.bounds.midX, y: toView.bounds.midY)
        logo.path = UIBezierPath(roundedRect: logo.bounds, byRoundingCorners: [.topLeft, .bottomRight],
                                 cornerRadii: CGSize(width: 28, height: 28)).cgPath
        logo.fillColor = UIColor.black.cgColor
        toView.layer.mask = logo

        let grown = CGRect(x: 0, y: 0, width: logoSize.width * 14, height: logoSize.height * 14)
        let shrunk = CGRect(x: 0, y: 0, width: logoSize.width * 0.8, height: logoSize.height * 0.8)

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            toView.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let reveal = CAKeyframeAnimation(keyPath: "transform.scale")
        reveal.values = [1, shrunk.width / logoSize.width, grown.width / logoSize.width]
        reveal.keyTimes = [0, 0.4, 1]
        reveal.timingFunctions = [CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(controlPoints: 0.6, 0, 0.9, 1)]
        reveal.duration = transitionDuration(using: transitionContext)
        reveal.isRemovedOnCompletion = false
        reveal.fillMode = CAMediaTimingFillMode.forwards
        logo.add(reveal, forKey: "reveal")
        CATransaction.commit()
    }
}
