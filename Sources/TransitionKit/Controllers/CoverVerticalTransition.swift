import Foundation

/// UIKit's full-screen present when the delegate returns no animator: the presented view rises
/// from below the screen on the system modal spring (mass 3, stiffness 1000, damping 500) over
/// 0.5 s. A dismissal lowers it the same way.
final class CoverVerticalTransition: ViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    static let spring = Spring(mass: 3, stiffness: 1000, damping: 500)

    private let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let sheet = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if isPresenting {
            containerView.addSubview(sheet)
        } else if let toView = transitionContext.view(forKey: .to) {
            containerView.insertSubview(toView, belowSubview: sheet)
        }
        let shown = containerView.bounds.center
        let hidden = Point(x: shown.x, y: shown.y + containerView.bounds.height)
        let (start, end) = isPresenting ? (hidden, shown) : (shown, hidden)
        let rise = SpringAnimation(keyPath: "position", spring: Self.spring)
        rise.fromValue = start
        rise.toValue = end
        rise.duration = transitionDuration(using: transitionContext)
        rise.completion = { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        View.performWithoutAnimation { sheet.center = end }
        sheet.layer.add(rise, forKey: "position")
    }
}
