// The three-ways article (§3) (iOS转场动画的三种方式): PDAnimatorPUshPopTransition, the collection cell zoom push and pop.
import Foundation
import UIKit

/// The three-ways article's push and pop from a collection cell: on push the cell's image, scaled to the cell
/// and turned upside down, springs to the screen centre while the grid fades and the container
/// turns from light grey to red; on pop the detail, its background cleared, shrinks toward the
/// cell as the grid fades in under it.
package final class PDAnimatorPushPopTransition: PDAnimatorBaseTransition {
    /// The selected cell's centre in the controller's view, and its size.
    package var itemCenter = CGPoint.zero
    package var itemSize = CGSize.zero
    /// The article's code loads `[UIImage imageNamed:self.imageName]`; the scene hands over the procedural image.
    package var image: UIImage?

    package override func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        5
    }

    package override func animationPush() {
        let duration = transitionDuration(using: transitionContext)

        containerView.backgroundColor = .lightGray

        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 160))
        imageView.image = image
        imageView.center = itemCenter

        let initialScale = itemSize.width / imageView.frame.width

        var transform = CGAffineTransform.identity
        transform = transform.scaledBy(x: initialScale, y: initialScale)
        transform = transform.rotated(by: .pi)

        imageView.layer.setAffineTransform(transform)

        containerView.addSubview(imageView)

        guard let toView, let transitionContext else { return }
        toView.frame = transitionContext.finalFrame(for: to)
        let finalCenter = toView.center
        toView.center = finalCenter
        toView.alpha = 0.0
        // "这一句一定要": the to-view must be in the container.
        containerView.addSubview(toView)

        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                     options: .curveLinear, animations: {
            imageView.layer.setAffineTransform(.identity)

            imageView.center = finalCenter

            self.fromView?.alpha = 0.0
            self.containerView.backgroundColor = .red
        }) { [weak self] _ in
            guard let self, let transitionContext = self.transitionContext else { return }
            imageView.removeFromSuperview()

            self.toView?.alpha = 1.0
            self.fromView?.alpha = 1.0

            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    package override func animationPop() {
        let duration = transitionDuration(using: transitionContext)

        guard let toView, let fromView, let transitionContext else { return }
        toView.frame = transitionContext.finalFrame(for: to)

        containerView.insertSubview(toView, belowSubview: fromView)

        // The article's code writes `self.fromView.alpha = 0.0` here, which hides the detail at once and
        // leaves nothing to see (the grid is already opaque); its completion hiding the from-view
        // shows the intent: the detail shrinks toward the cell while the grid fades in.
        toView.alpha = 0.0

        fromView.backgroundColor = .clear

        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                     options: .curveLinear, animations: { [self] in
            let initialScale = itemSize.width / 200
            fromView.transform = CGAffineTransform(scaleX: initialScale, y: initialScale)
            fromView.center = itemCenter

            toView.alpha = 1.0
        }) { [weak self] _ in
            guard let self, let transitionContext = self.transitionContext else { return }
            self.fromView?.alpha = 0.0

            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
