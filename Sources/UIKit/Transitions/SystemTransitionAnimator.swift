import Foundation
import QuartzCore

/// An animator UIKit runs itself (its slide, its cover vertical), whose curve the transition's
/// other animations share: the bar's items, and what `animate(alongsideTransition:)` adds (a
/// sheet's dimming and its receding presenter).
protocol SystemTransitionAnimator: UIViewControllerAnimatedTransitioning {}

extension SystemTransitionAnimator {
    /// Curve 7, or linear while a finger drives the transition, so what moves stays under it.
    func curve(isInteractive: Bool) -> UIView.AnimationOptions {
        isInteractive ? .curveLinear : .curveSystem
    }
}
