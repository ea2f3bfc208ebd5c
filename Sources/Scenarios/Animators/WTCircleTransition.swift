// The circle-button article (iOS核心动画CoreAnimation系统进阶): WTCircleTransition, a circle mask from a button.
import Foundation
import UIKit

/// The circle-button article's push and pop: the pushed view is revealed by a circle growing from the button that
/// was tapped, large enough (by the article's quadrant rule) to cover the screen, over 0.8 s; the
/// pop shrinks the popped view back into its back button. The mask goes when it ends.
public final class WTCircleTransition: UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    public var isPush = true
    private var context: (any UIViewControllerContextTransitioning)?

    public init() {}

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.8
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        // 1. Keep the transition context.
        context = transitionContext
        // 2. The container view.
        let containerView = transitionContext.containerView
        // 3. The to-controller, whose view goes into the container.
        let toVc = transitionContext.viewController(forKey: .to)!

        // 4. The animation: two circles with one centre, a bezier path each, and a mask.
        let btn: UIView
        let vc1: CustomTransitionViewController
        let vc2: SecondViewController
        if isPush {
            vc1 = transitionContext.viewController(forKey: .from) as! CustomTransitionViewController
            vc2 = transitionContext.viewController(forKey: .to) as! SecondViewController
            btn = vc1.customTransitionBtn
        } else {
            vc2 = transitionContext.viewController(forKey: .from) as! SecondViewController
            vc1 = transitionContext.viewController(forKey: .to) as! CustomTransitionViewController
            btn = vc2.backBtn
        }
        containerView.addSubview(vc1.view)
        containerView.addSubview(vc2.view)
        // 5. The small circle, inscribed in the button.
        let smallPath = UIBezierPath(ovalIn: btn.frame)
        let centerP = btn.center
        // 6. The big circle's radius, by Pythagoras from the button to the far corner of its quadrant.
        let radius: Double
        let y = toVc.view.bounds.height - btn.frame.maxY + btn.bounds.height / 2
        let x = toVc.view.bounds.width - btn.frame.maxX + btn.bounds.width / 2
        if btn.frame.origin.x > toVc.view.bounds.width / 2 {
            // Quadrants 1 and 4.
            if btn.frame.maxY < toVc.view.bounds.height / 2 {
                // Quadrant 1.
                radius = (btn.center.x * btn.center.x + y * y).squareRoot()
            } else {
                // Quadrant 4.
                radius = (btn.center.x * btn.center.x + btn.center.y * btn.center.y).squareRoot()
            }
        } else {
            // The article's code compares with the whole height here, not half.
            if btn.frame.maxY < toVc.view.frame.height {
                // Quadrant 2.
                radius = (x * x + y * y).squareRoot()
            } else {
                // Quadrant 3.
                radius = (x * x + btn.center.y * btn.center.y).squareRoot()
            }
        }
        // 7. The big circle.
        let bigPath = UIBezierPath(arcCenter: centerP, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        // 8. The shape layer, holding the final path.
        let shapeLayer = CAShapeLayer()
        shapeLayer.path = isPush ? bigPath.cgPath : smallPath.cgPath

        // 9. The mask, on the view that is pushed or popped.
        let vc = isPush ? transitionContext.viewController(forKey: .to)! : transitionContext.viewController(forKey: .from)!
        vc.view.layer.mask = shapeLayer

        // 10. The path animation; its duration must be the transition's.
        let anim = CABasicAnimation(keyPath: "path")
        anim.fromValue = isPush ? smallPath.cgPath : bigPath.cgPath
        anim.duration = transitionDuration(using: transitionContext)
        anim.delegate = self
        shapeLayer.add(anim, forKey: nil)
    }

    // MARK: CAAnimationDelegate

    public func animationDidStop(_ animation: CAAnimation, finished: Bool) {
        guard let context else { return }
        context.completeTransition(true)
        // Remove the mask.
        let masked = context.viewController(forKey: isPush ? .to : .from)
        masked?.view.layer.mask = nil
        self.context = nil
    }
}
