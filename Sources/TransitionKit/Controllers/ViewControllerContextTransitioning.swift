import Foundation

/// Which side of a transition a controller or view is on, as UIKit's
/// `UITransitionContextViewControllerKey` and `UITransitionContextViewKey`.
public enum TransitionContextKey: Sendable {
    case from, to
}

/// What an animator is handed for one transition, as `UIViewControllerContextTransitioning`:
/// the container the transition happens in, the controllers and views on each side, their
/// frames, and the calls that report progress and the end.
///
/// The from-view is already in `containerView` (except for a `.custom` presentation); the
/// animator adds the to-view and calls `completeTransition(!transitionWasCancelled)` exactly once.
public protocol ViewControllerContextTransitioning: AnyObject {
    var containerView: View { get }
    var isAnimated: Bool { get }
    /// True from the start of an interactive transition until it is finished or cancelled.
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: ModalPresentationStyle { get }
    /// The controller on `key`'s side, or nil when there is none.
    func viewController(forKey key: TransitionContextKey) -> ViewController?
    /// The view to animate on `key`'s side; nil for the presenter's view in a `.custom`
    /// presentation or dismissal, which stays where it is.
    func view(forKey key: TransitionContextKey) -> View?
    /// The frame `viewController`'s view starts at; `.zero` when unknown.
    func initialFrame(for viewController: ViewController) -> Rect
    /// The frame `viewController`'s view must end at; `.zero` when it leaves the screen.
    func finalFrame(for viewController: ViewController) -> Rect
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

extension ViewControllerContextTransitioning {
    public func pauseInteractiveTransition() {}
    public var targetTransform: CGAffineTransform { .identity }
}
