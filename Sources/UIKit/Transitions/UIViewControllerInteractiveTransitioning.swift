import Foundation
import QuartzCore

/// An object that drives a transition's progress by hand, as `UIViewControllerInteractiveTransitioning`,
/// with UIKit's types, so conformances written for iOS satisfy it.
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Called instead of the animator's `animateTransition(using:)` when the transition starts.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts driven by hand (true) or starts playing on its own.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
