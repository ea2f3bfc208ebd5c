import Foundation
import QuartzCore

/// Which side of a transition a controller is on, as `UITransitionContextViewControllerKey`.
public enum UITransitionContextViewControllerKey: String, Sendable {
    case from, to
}

/// Which side of a transition a view is on, as `UITransitionContextViewKey`.
public enum UITransitionContextViewKey: String, Sendable {
    case from, to
}

/// What an animator is handed for one transition, as `UIViewControllerContextTransitioning`:
/// the container the transition happens in, the controllers and views on each side, their
/// frames, and the calls that report progress and the end.
///
/// The from-view is already in `containerView` (except for a `.custom` presentation); the
/// animator adds the to-view and calls `completeTransition(!transitionWasCancelled)` exactly once.
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    /// True from the start of an interactive transition until it is finished or cancelled.
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// The controller on `key`'s side, or nil when there is none.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate on `key`'s side; nil for the presenter's view in a `.custom`
    /// presentation or dismissal, which stays where it is.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame `viewController`'s view starts at; `.zero` when unknown.
    func initialFrame(for viewController: UIViewController) -> CGRect
    /// The frame `viewController`'s view must end at; `.zero` when it leaves the screen.
    func finalFrame(for viewController: UIViewController) -> CGRect
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    /// Kept for interruptible animators: the transition stays where it is.
    func pauseInteractiveTransition()
    /// The rotation a size change applies to the container; always identity here (no rotation).
    var targetTransform: CGAffineTransform { get }
    /// Ends the transition: pass `!transitionWasCancelled`. Required exactly once.
    func completeTransition(_ didComplete: Bool)
}

extension UIViewControllerContextTransitioning {
    public func pauseInteractiveTransition() {}
    public var targetTransform: CGAffineTransform { .identity }
}
