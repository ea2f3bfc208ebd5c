import Foundation
import QuartzCore

/// UIKit's push and pop when the delegate returns no animator: the upper view slides across the
/// whole width while the lower one moves by 30 % of it under a 10 % black dimming overlay, over
/// 0.5 s on UIKit's curve 7 (`Spring.systemCurve`), so the view is past half way at 0.1 s and
/// the rest of the time covers the last few points. The upper view casts a soft shadow on the
/// lower one along its leading edge, as UIKit's does. A pop plays the push backwards; right to
/// left, both are mirrored. Driven interactively (the swipe back), it moves linearly with the
/// finger, as UIKit's does, and the interaction completes it on the same spring.
final class NavigationSlideTransition: SystemTransitionAnimator {
    static let duration: TimeInterval = 0.5
    /// How far the lower view moves, as a fraction of the width.
    static let parallax = 0.3
    static let dimming = UIColor.black.withAlphaComponent(0.1)
    /// The leading-edge shadow: a faint, wide blur, so it reads as depth rather than an outline.
    static let shadowOpacity = 0.25
    static let shadowRadius = 6.0

    private let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let isPush = operation == .push
        let (upper, lower) = isPush ? (toView, fromView) : (fromView, toView)
        if isPush {
            containerView.addSubview(toView)
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
        }
        let rest = containerView.bounds
        // A pushed view comes in from the trailing edge: the left one in a right-to-left layout.
        let trailing: Double = containerView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let offscreen = rest.offsetBy(dx: trailing * rest.width, dy: 0)
        let behind = rest.offsetBy(dx: -trailing * Self.parallax * rest.width, dy: 0)
        let overlay = UIView()
        overlay.backgroundColor = Self.dimming
        containerView.insertSubview(overlay, aboveSubview: lower)
        // Only the leading edge's shadow shows: the others fall outside the screen.
        let ownShadow = (upper.layer.shadowOpacityValue, upper.layer.shadowRadius, upper.layer.shadowOffset)
        (upper.layer.shadowOpacityValue, upper.layer.shadowRadius, upper.layer.shadowOffset) = (Self.shadowOpacity, Self.shadowRadius, .zero)

        // Covered (upper view at rest, lower view behind and dimmed) or uncovered, as a function
        // of one flag, so push and pop are the same animation run in opposite directions.
        func layOut(covered: Bool) {
            upper.frame = covered ? rest : offscreen
            lower.frame = covered ? behind : rest
            overlay.frame = lower.frame
            overlay.alpha = covered ? 1 : 0
        }
        layOut(covered: !isPush)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: curve(isInteractive: transitionContext.isInteractive),
                     animations: { layOut(covered: isPush) }) { _ in
            overlay.removeFromSuperview()
            (upper.layer.shadowOpacityValue, upper.layer.shadowRadius, upper.layer.shadowOffset) = ownShadow
            lower.frame = rest
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
