import Foundation

/// An object that drives a transition's progress by hand, as `UIViewControllerInteractiveTransitioning`,
/// with UIKit's types, so conformances written for iOS satisfy it.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Called instead of the animator's `animateTransition(using:)` when the transition starts.
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: View.AnimationCurve { get }
    /// Whether the transition starts driven by hand (true) or starts playing on its own.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: View.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
