import UIKit

/// Zooms a tapped tile into the pushed screen and back on pop, as photo-gallery libraries do:
/// a snapshot flies between the tile's frame (converted into the container) and the full screen.
final class ZoomPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    let tile: UIView

    init(operation: UINavigationController.Operation, tile: UIView) {
        self.operation = operation
        self.tile = tile
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let tileFrame = tile.convert(tile.bounds, to: container)
        let pushing = operation == .push
        let detailView = pushing ? toView : fromView
        let fullFrame = pushing ? transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!) : fromView.frame

        if pushing {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        guard let zoom = detailView.snapshotView(afterScreenUpdates: true) else { return }
        zoom.frame = pushing ? tileFrame : fullFrame
        zoom.clipsToBounds = true
        zoom.layer.cornerRadius = pushing ? 12 : 0
        container.addSubview(zoom)
        detailView.alpha = 0
        tile.alpha = 0

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 0.85, initialSpringVelocity: 0.4, options: [.curveEaseInOut],
                       animations: {
            zoom.frame = pushing ? fullFrame : tileFrame
            zoom.layer.cornerRadius = pushing ? 0 : 12
            fromView.alpha = pushing ? 0.3 : 1
        }, completion: { finished in
            detailView.alpha = 1
            fromView.alpha = 1
            self.tile.alpha = 1
            zoom.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The navigation delegate that hands out the zoom, as a list screen sets itself up.
final class ZoomNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var tile: UIView?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let tile = tile else { return nil }
        return ZoomPushAnimator(operation: operation, tile: tile)
    }
}
