import Foundation
import QuartzCore

/// UIKit's present when the delegate returns no animator: the presented view rises from below
/// the screen to its final frame (the whole screen, or a sheet's card) on UIKit's curve 7
/// (`Spring.systemCurve`) over 0.5 s, or linearly while a finger drags it. A dismissal lowers it
/// the same way.
final class CoverVerticalTransition: SystemTransitionAnimator {
    static let duration: TimeInterval = 0.5

    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let sheet = Self.placeSheet(in: transitionContext, isPresenting: isPresenting) else { return }
        // Where UIKit put it: its final frame on a present, where it rests on a dismissal.
        let shown = sheet.center
        let hidden = CGPoint(x: shown.x, y: shown.y + containerView.bounds.height)
        let (start, end) = isPresenting ? (hidden, shown) : (shown, hidden)
        UIView.performWithoutAnimation { sheet.center = start }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: curve(isInteractive: transitionContext.isInteractive),
                       animations: { sheet.center = end }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

extension UIViewControllerAnimatedTransitioning {
    /// The view a standard modal transition moves, put in place: on a present the presented
    /// view, added to the container; on a dismissal the presented view, with the presenter's
    /// put back beneath it. With no such view the transition completes at once and this is nil.
    static func placeSheet(in transitionContext: any UIViewControllerContextTransitioning, isPresenting: Bool) -> UIView? {
        let containerView = transitionContext.containerView
        guard let sheet = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return nil
        }
        if isPresenting {
            containerView.addSubview(sheet)
        } else if let toView = transitionContext.view(forKey: .to) {
            containerView.insertSubview(toView, belowSubview: sheet)
        }
        return sheet
    }
}
