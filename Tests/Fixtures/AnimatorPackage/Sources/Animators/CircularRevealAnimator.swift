import UIKit

/// Reveals the presented screen through a growing circle that starts at a button, the way
/// many "circular transition" tutorials do it: a CAShapeLayer mask whose path is animated.
class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    var originPoint = CGPoint.zero
    var isPresenting = true
    private weak var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let fromVC = transitionContext.viewController(forKey: .from) else { return }

        let animatedView: UIView = isPresenting ? toVC.view : fromVC.view
        if isPresenting {
            containerView.addSubview(toVC.view)
            toVC.view.frame = transitionContext.finalFrame(for: toVC)
        }

        let bounds = UIScreen.main.bounds
        let radius = sqrt(pow(max(originPoint.x, bounds.width - originPoint.x), 2)
                          + pow(max(originPoint.y, bounds.height - originPoint.y), 2))
        let small = UIBezierPath(ovalIn: CGRect(x: originPoint.x - 1, y: originPoint.y - 1, width: 2, height: 2))
        let big = UIBezierPath(arcCenter: originPoint, radius: radius, startAngle: 0, endAngle: CGFloat.pi * 2, clockwise: true)

        let mask = CAShapeLayer()
        mask.path = (isPresenting ? big : small).cgPath
        mask.fillColor = UIColor.black.cgColor
        animatedView.layer.mask = mask

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = (isPresenting ? small : big).cgPath
        animation.toValue = (isPresenting ? big : small).cgPath
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = self
        mask.add(animation, forKey: animation.keyPath)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context = context else { return }
        context.viewController(forKey: .to)?.view.layer.mask = nil
        context.viewController(forKey: .from)?.view.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}
