import UIKit

/// Pushes with a property animator, as interruptible-transition samples do: the animator the
/// transition runs is the one `interruptibleAnimator(using:)` hands out, and a gradient shade
/// darkens the screen being covered.
final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator = animator { return animator }
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let width = container.bounds.width

        let gradient = CAGradientLayer()
        gradient.frame = fromView.bounds
        gradient.colors = [UIColor.black.withAlphaComponent(0.1).cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let shade = UIView(frame: fromView.bounds)
        shade.alpha = 0
        shade.layer.addSublayer(gradient)
        fromView.addSubview(shade)

        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.transform = CGAffineTransform(translationX: width, y: 0)
        toView.layer.shadowOpacity = 0.25
        toView.layer.shadowRadius = 8

        let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: timing)
        animator.addAnimations {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: -width * 0.3, y: 0)
        }
        animator.addAnimations {
            shade.alpha = 1
        }
        animator.addCompletion { position in
            shade.removeFromSuperview()
            fromView.transform = .identity
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
    }
}
