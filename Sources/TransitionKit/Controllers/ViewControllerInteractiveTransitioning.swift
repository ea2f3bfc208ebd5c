import Foundation

/// An object that drives a transition's progress by hand, as `UIViewControllerInteractiveTransitioning`.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Called instead of the animator's `animateTransition(using:)` when the transition starts.
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
    var completionSpeed: Double { get }
    var completionCurve: TimingFunction { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: Double { 1 }
    public var completionCurve: TimingFunction { .easeInEaseOut }
}
