// The POP article (iOS 自訂轉場動畫篇): DismissAnimator, a POP basic slide off the top of the screen.
import Foundation
import UIKit

/// The POP article's dismiss: the presented view moves up until its centre is as far above the
/// screen's top as it was below it, on POP's basic animation (0.4 s, Core Animation's default curve).
package final class DismissAnimator: UIViewControllerAnimatedTransitioning {
    package init() {}

    package func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    package func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        // The controller being dismissed: back to where it came from.
        let fromVC = transitionContext.viewController(forKey: .from)!
        let offscreenAnimation = POPBasicAnimation(propertyNamed: POPProperty.layerPositionY)
        offscreenAnimation.toValue = -fromVC.view.layer.position.y
        offscreenAnimation.completion = { _ in
            transitionContext.completeTransition(true)
        }
        fromVC.view.layer.addPOPAnimation(offscreenAnimation, forKey: "offscreenAnimation")
    }
}
