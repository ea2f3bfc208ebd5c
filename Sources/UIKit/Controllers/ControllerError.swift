import Foundation
import QuartzCore

/// A misuse of the controller API or a misbehaving animator, named so the fix is obvious.
///
///     ControllerError.animatorNeverCompleted(animator: "PopTransition", deadline: 12)
///     // "PopTransition never called completeTransition(_:) by t = 12.000 s (…)"
package enum ControllerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The animator did not call `completeTransition(_:)` within its duration + 10 s.
    case animatorNeverCompleted(animator: String, deadline: Double)
    /// The animator called `completeTransition(true)` after the transition was cancelled.
    case completedAfterCancel(animator: String)
    /// `transitionDuration(using:)` returned NaN, an infinity or a negative number.
    case invalidDuration(animator: String, duration: Double)
    /// `push` was given a controller that is already on the stack.
    case alreadyOnStack(controller: String)
    /// `pop` or `popToRoot` was asked to remove the root controller.
    case poppingRoot(navigationController: String)
    /// `setViewControllers` was given no controller: a navigation controller needs a root.
    case emptyStack(navigationController: String)
    /// `dismiss` was called with nothing presented.
    case nothingToDismiss(controller: String)
    /// `present` was called while the controller already presents another.
    case alreadyPresenting(controller: String, presented: String)
    /// `present` was called on a controller whose view is not in a window.
    case notInWindow(controller: String)
    /// A push, pop, present or dismiss was started while another transition was still running.
    case transitionInProgress(controller: String)
    /// `transition(from:to:…)` was given controllers that are not both children of the receiver.
    case notChildren(parent: String, from: String, to: String)
    /// A controller that already has a parent was pushed or added as a child elsewhere.
    case alreadyHasParent(controller: String, parent: String)

    public var description: String {
        switch self {
        case let .animatorNeverCompleted(animator, deadline):
            return "\(animator) never called completeTransition(_:) by t = \(String(format: "%.3f", deadline)) s "
                + "(its duration + 10 s); call it from the animation's completion"
        case let .completedAfterCancel(animator):
            return "\(animator) called completeTransition(true) after the transition was cancelled; "
                + "pass !transitionWasCancelled (the transition was treated as cancelled)"
        case let .invalidDuration(animator, duration):
            return "\(animator).transitionDuration(using:) returned \(duration); return a finite duration ≥ 0"
        case let .alreadyOnStack(controller):
            return "pushing \(controller), which is already on the navigation stack; push a new instance or pop to it"
        case let .poppingRoot(navigationController):
            return "\(navigationController) cannot pop its root view controller; replace the stack instead"
        case let .emptyStack(navigationController):
            return "setting an empty stack on \(navigationController); a navigation controller needs a root view controller"
        case let .nothingToDismiss(controller):
            return "dismiss on \(controller), which neither presents nor was presented by a controller"
        case let .alreadyPresenting(controller, presented):
            return "\(controller) is already presenting \(presented); dismiss it before presenting another"
        case let .notInWindow(controller):
            return "\(controller) presents while its view is not in a window; set it as (or under) a window's rootViewController"
        case let .transitionInProgress(controller):
            return "\(controller) started a transition while another was running; start it from the completion"
        case let .notChildren(parent, from, to):
            return "transition(from: \(from), to: \(to)) on \(parent) needs both to be its children; addChild them first"
        case let .alreadyHasParent(controller, parent):
            return "\(controller) is already a child of \(parent); remove it from its parent first"
        }
    }
}
