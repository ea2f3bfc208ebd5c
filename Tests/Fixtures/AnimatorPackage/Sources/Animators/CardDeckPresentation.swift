import UIKit

/// A card that slides up over a dimmed, shrunken deck: a presentation controller with a dimming
/// view animated alongside the transition, as card-deck presentation libraries build it.
final class CardDeckPresentationController: UIPresentationController {
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.5)
        view.alpha = 0
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let top: CGFloat = 64
        return CGRect(x: 0, y: top, width: containerView.bounds.width, height: containerView.bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimmingView, at: 0)
        let deck = presentingViewController.view
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
            deck?.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
            deck?.layer.cornerRadius = 10
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        let deck = presentingViewController.view
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
            deck?.transform = .identity
            deck?.layer.cornerRadius = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// Slides the card up from below the screen with a spring, and back down.
final class CardDeckAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else { return }
        let container = transitionContext.containerView
        let shown = presenting ? transitionContext.finalFrame(for: card) : card.view.frame
        let hidden = shown.offsetBy(dx: 0, dy: container.frame.height)
        if presenting {
            container.addSubview(card.view)
            card.view.frame = hidden
            card.view.layer.cornerRadius = 14
            card.view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            card.view.clipsToBounds = true
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: presenting ? 0.8 : 1, initialSpringVelocity: 0,
                       options: .curveEaseOut, animations: {
            card.view.frame = self.presenting ? shown : hidden
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// The card's transitioning delegate, kept alive by the presenting screen.
final class CardDeckTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardDeckPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardDeckAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardDeckAnimator(presenting: false)
    }
}
