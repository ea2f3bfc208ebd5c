import Foundation
import QuartzCore

/// UIKit's full-screen present when the delegate returns no animator: the presented view rises
/// from below the screen on the system modal spring (mass 3, stiffness 1000, damping 500) over
/// 0.5 s. A dismissal lowers it the same way.
final class CoverVerticalTransition: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    static let spring = Spring(mass: 3, stiffness: 1000, damping: 500)

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
        let shown = containerView.bounds.center
        let hidden = CGPoint(x: shown.x, y: shown.y + containerView.bounds.height)
        let (start, end) = isPresenting ? (hidden, shown) : (shown, hidden)
        let rise = CASpringAnimation(keyPath: "position", spring: Self.spring)
        rise.fromValue = start
        rise.toValue = end
        rise.duration = transitionDuration(using: transitionContext)
        rise.completion = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        UIView.performWithoutAnimation { sheet.center = end }
        sheet.layer.add(rise, forKey: "position")
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
