// The POP article (iOS 自訂轉場動畫篇): PresentAnimator, a POP spring drop from above the screen.
import Foundation
import UIKit

/// The POP article's present: the presented view starts centred above the screen and drops to the
/// centre on a POP spring (bounciness 10) while its scale springs from (1.2, 1.4) back to 1
/// (bounciness 20).
package final class PresentAnimator: UIViewControllerAnimatedTransitioning {
    package init() {}

    package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    package func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        // The view of the controller being presented.
        let toView = transitionContext.viewController(forKey: .to)!.view!
        // SCREEN_WIDTH × SCREEN_HEIGHT: the container fills the screen.
        toView.frame = CGRect(origin: .zero, size: transitionContext.containerView.bounds.size)
        toView.center = CGPoint(x: transitionContext.containerView.center.x, y: -transitionContext.containerView.center.y)
        transitionContext.containerView.addSubview(toView)

        let positionAnim = POPSpringAnimation(propertyNamed: POPProperty.layerPositionY)
        positionAnim.toValue = transitionContext.containerView.center.y
        positionAnim.springBounciness = 10
        positionAnim.completion = { _ in
            transitionContext.completeTransition(true)
        }

        let scaleAnim = POPSpringAnimation(propertyNamed: POPProperty.layerScaleXY)
        scaleAnim.springBounciness = 20
        scaleAnim.fromValue = CGPoint(x: 1.2, y: 1.4)

        toView.layer.addPOPAnimation(positionAnim, forKey: "positionAnimation")
        toView.layer.addPOPAnimation(scaleAnim, forKey: "scaleAnimation")
    }
}
