// The cube article (简单自定义ViewController跳转动画): the CAShapeLayer circle-mask reveal between two circles.
import Foundation
import UIKit

/// The cube article's circle reveal: the presented view is masked by a circle that grows from
/// (120, 320, 50, 50) until it reaches the farthest screen corner, over 0.6 s. The article says the
/// dismissal is "the same code with the circles swapped": the presented view's circle shrinks
/// back over the presenter.
package final class CircleRevealTransition: UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private let isPresenting: Bool
    private var transitionContext: (any UIViewControllerContextTransitioning)?
    private let circleCenterRect = CGRect(x: 120, y: 320, width: 50, height: 50)

    package init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.6
    }

    package func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        let toVC = transitionContext.viewController(forKey: .to)!
        let fromVC = transitionContext.viewController(forKey: .from)!
        // The view the circle cuts out: the presented one, on top.
        let presentedView: UIView = isPresenting ? toVC.view : fromVC.view
        if isPresenting {
            containerView.addSubview(toVC.view)
        } else if let toView = transitionContext.view(forKey: .to) {
            containerView.insertSubview(toView, belowSubview: presentedView)
        }
        // kWindowW / kWindowH: the container fills the screen.
        let kWindowW = containerView.bounds.width

        // Circle 1, the small one.
        let smallCircleBP = UIBezierPath(ovalIn: circleCenterRect)
        // Circle 2, the big one, about the centre of circleCenterRect.
        let centerX = circleCenterRect.origin.x + circleCenterRect.size.width / 2
        let centerY = circleCenterRect.origin.y + circleCenterRect.size.height / 2
        // The longest distance from the centre to the screen's corners is the radius. The article
        // measures r2 against kWindowW too; here the farthest corner is at the top, so it is right.
        let r1 = (kWindowW - centerX) > centerX ? (kWindowW - centerX) : centerX
        let r2 = (kWindowW - centerY) > centerY ? (kWindowW - centerY) : centerY
        let radius = (r1 * r1 + r2 * r2).squareRoot()
        let bigCircleBP = UIBezierPath(ovalIn: circleCenterRect.insetBy(dx: -radius, dy: -radius))

        let (fromPath, toPath) = isPresenting ? (smallCircleBP, bigCircleBP) : (bigCircleBP, smallCircleBP)
        let maskLayer = CAShapeLayer()
        presentedView.layer.mask = maskLayer
        // The final path, so the mask does not spring back when the animation ends.
        maskLayer.path = toPath.cgPath

        let maskLayerAnimation = CABasicAnimation(keyPath: "path")
        maskLayerAnimation.fromValue = fromPath.cgPath
        maskLayerAnimation.toValue = toPath.cgPath
        maskLayerAnimation.duration = transitionDuration(using: transitionContext)
        maskLayerAnimation.delegate = self
        maskLayer.add(maskLayerAnimation, forKey: "path")
    }

    package func animationDidStop(_ animation: CAAnimation, finished: Bool) {
        guard let transitionContext else { return }
        // Tell the system the transition is over.
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        // Clear the masks.
        transitionContext.viewController(forKey: .from)?.view.layer.mask = nil
        transitionContext.viewController(forKey: .to)?.view.layer.mask = nil
        self.transitionContext = nil
    }
}
