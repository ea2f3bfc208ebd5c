import UIKit

/// A dismissal the user drags down, as interactive-transition tutorials build it: a pan
/// recognizer on the presented screen drives a percent-driven interaction controller, and the
/// animator slides the screen down with a spring-like curve.
final class SwipeDismissInteraction: UIPercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController!
    private(set) var lastReported: CGFloat = 0

    init(viewController: UIViewController) {
        super.init()
        self.viewController = viewController
        let gesture = UIPanGestureRecognizer(target: self, action: #selector(handleGesture(_:)))
        viewController.view.addGestureRecognizer(gesture)
    }

    override func update(_ percentComplete: CGFloat) {
        lastReported = percentComplete
        super.update(percentComplete)
    }

    @objc func handleGesture(_ gestureRecognizer: UIPanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview!)
        var progress = translation.y / 400
        progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            viewController.dismiss(animated: true, completion: nil)
        case .changed:
            shouldCompleteTransition = progress > 0.5 || gestureRecognizer.velocity(in: nil).y > 800
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}

/// Slides the presented screen down off the bottom edge.
final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to) {
            container.insertSubview(toView, at: 0)
        }
        let end = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [.curveLinear], animations: {
            fromView.frame = end
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The manager the presenting screen keeps: slide down, driven by the swipe when one is under way.
final class SwipeTransitionManager: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: SwipeDismissInteraction?

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideDownAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let interaction = interaction, interaction.interactionInProgress else { return nil }
        return interaction
    }
}
