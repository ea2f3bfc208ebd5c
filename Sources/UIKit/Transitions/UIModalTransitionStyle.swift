import Foundation
import QuartzCore

/// How UIKit animates a present and its dismissal when the transitioning delegate gives no
/// animator, as `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view rises from the bottom of the screen and falls back on dismissal.
    case coverVertical
    /// The screen turns over from right to left, the presented view on its back; the dismissal
    /// turns it back from left to right.
    case flipHorizontal
    /// The presented view fades in over the presenter, and out on dismissal.
    case crossDissolve
    /// The presenter's page curls up off the presented view, and back down on dismissal. UIKit
    /// leaves the page curled part of the way; here the curl goes all the way.
    case partialCurl

    /// The animator for a present (or, with `isPresenting` false, a dismissal) in this style.
    func animator(isPresenting: Bool) -> any UIViewControllerAnimatedTransitioning {
        switch self {
        case .coverVertical: CoverVerticalTransition(isPresenting: isPresenting)
        case .crossDissolve: CrossDissolveTransition(isPresenting: isPresenting)
        case .flipHorizontal:
            LayerTransitionModal(isPresenting: isPresenting, type: .oglFlip,
                                 subtype: isPresenting ? .fromRight : .fromLeft, duration: 0.75)
        case .partialCurl:
            LayerTransitionModal(isPresenting: isPresenting, type: isPresenting ? .pageCurl : .pageUnCurl,
                                 subtype: nil, duration: 0.6)
        }
    }
}

/// `.crossDissolve`: the presented view's opacity goes from 0 to 1 (or back) over 0.4 s, eased
/// in and out.
final class CrossDissolveTransition: UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let sheet = Self.placeSheet(in: transitionContext, isPresenting: isPresenting) else { return }
        if isPresenting { UIView.performWithoutAnimation { sheet.alpha = 0 } }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseInOut,
                     animations: { sheet.alpha = self.isPresenting ? 1 : 0 },
                     completion: { _ in
                         transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                         // The dismissed view is off screen now; it is whole again for its next present.
                         UIView.performWithoutAnimation { sheet.alpha = 1 }
                     })
    }
}

/// `.flipHorizontal` and `.partialCurl`: a Core Animation transition of the whole container,
/// from the screen as it is to the screen with the presented view on top (or taken away).
final class LayerTransitionModal: UIViewControllerAnimatedTransitioning {
    private let isPresenting: Bool
    private let type: CATransitionType
    private let subtype: CATransitionSubtype?
    private let duration: TimeInterval

    init(isPresenting: Bool, type: CATransitionType, subtype: CATransitionSubtype?, duration: TimeInterval) {
        (self.isPresenting, self.type, self.subtype, self.duration) = (isPresenting, type, subtype, duration)
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let transition = CATransition(type: type, subtype: subtype)
        transition.duration = duration
        transition.timingFunction = .easeInEaseOut
        transition.completion = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        containerView.layer.add(transition, forKey: "transition")
        if isPresenting {
            if let toView = transitionContext.view(forKey: .to), let presented = transitionContext.viewController(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: presented)
                containerView.addSubview(toView)
            }
        } else {
            if let toView = transitionContext.view(forKey: .to), toView.superview !== containerView {
                containerView.insertSubview(toView, at: 0)
            }
            transitionContext.view(forKey: .from)?.removeFromSuperview()
        }
    }
}
