import Foundation
import QuartzCore

/// The transition context controllers hand to animators (`UIViewControllerContextTransitioning`),
/// and the owner of one transition's life: start, the completion deadline, cancel restoration,
/// and `animationEnded(_:)`.
final class TransitionContext: UIViewControllerContextTransitioning {
    /// The two sides of a transition and where their views start and end.
    struct Side {
        let controller: UIViewController
        /// The view the animator may move; nil when it stays put (the presenter under `.custom`).
        let view: UIView?
        let initialFrame: CGRect
        let finalFrame: CGRect
    }

    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let animator: any UIViewControllerAnimatedTransitioning
    let interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// The animator's duration, made finite and ≥ 0.
    private(set) var duration: TimeInterval = 0
    private(set) var percentComplete: Double = 0
    /// Views outside the container that animate with the transition (a navigation bar's items,
    /// as `animate(alongsideTransition:)` on UIKit's transition coordinator); an interactive
    /// transition holds and runs their time with the container's.
    var alongsideViews: [UIView] = []
    var drivenLayers: [CALayer] { [containerView.layer] + alongsideViews.map(\.layer) }

    private let from: Side
    private let to: Side
    private let restorePoint: TransitionRestorePoint
    private let onCompletion: (_ didComplete: Bool) -> Void
    private var hasCompleted = false
    /// Runs alongside animations and completions with this transition.
    private(set) lazy var coordinator = TransitionCoordinator(context: self)

    /// `onCompletion` runs after a cancel has been undone and before `animationEnded(_:)`.
    init(containerView: UIView, from: Side, to: Side, style: UIModalPresentationStyle, isAnimated: Bool,
         animator: any UIViewControllerAnimatedTransitioning,
         interactionController: (any UIViewControllerInteractiveTransitioning)?,
         onCompletion: @escaping (_ didComplete: Bool) -> Void) {
        (self.containerView, self.from, self.to, presentationStyle) = (containerView, from, to, style)
        (self.isAnimated, self.animator, self.interactionController) = (isAnimated, animator, interactionController)
        isInteractive = interactionController != nil
        self.onCompletion = onCompletion
        restorePoint = TransitionRestorePoint(container: containerView,
                                              views: [from.controller.view, to.controller.view])
        let asked = animator.transitionDuration(using: self)
        if asked.isFinite, asked >= 0 {
            duration = asked
        } else {
            ControllerErrorLog.report(.invalidDuration(animator: animatorName, duration: asked))
        }
    }

    var animatorName: String { String(describing: type(of: animator)) }
    /// The screen whose status bar the transition hands over (the container leaves it on dismissal).
    private weak var screen: ScreenView?

    /// Hands the transition to the interaction controller, or else to the animator.
    func start() {
        if let to = to.view, to.frame != self.to.finalFrame, self.to.finalFrame != .zero {
            // UIKit sizes the incoming view before the animator runs, so it can read its bounds.
            UIView.performWithoutAnimation { to.frame = self.to.finalFrame }
        }
        // Both views keep the safe area of where they rest while the animator moves them.
        from.view?.holdSafeArea(from.view?.safeAreaInsets)
        if let to = to.view {
            to.holdSafeArea(self.to.finalFrame == .zero ? to.safeAreaInsets : to.safeAreaInsets(at: self.to.finalFrame, in: containerView))
        }
        if let interactionController {
            interactionController.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
            expectCompletion(within: duration)
        }
        coordinator.transitionDidStart()
        // The status bar changes with the transition, as UIKit animates it alongside: a dismissed
        // controller gives it back as it starts to leave.
        let leaving = from.controller.presentingViewController === to.controller ? from.controller : nil
        screen = containerView.window?.superview as? ScreenView
        screen?.updateStatusBarAppearance(leaving: leaving, duration: isAnimated && !isInteractive ? duration : 0)
    }

    /// Reports the animator by name if the transition is still open `interval` + 10 s from now.
    private func expectCompletion(within interval: TimeInterval) {
        let clock = VirtualClock.required(for: "a view controller transition")
        let deadline = clock.time + interval + Self.completionGrace
        clock.schedule(at: deadline) { [weak self] in
            guard let self, !self.hasCompleted else { return }
            ControllerErrorLog.report(.animatorNeverCompleted(animator: self.animatorName, deadline: deadline))
        }
    }

    /// How long past its duration an animator may take to call `completeTransition(_:)`.
    static let completionGrace: TimeInterval = 10

    // MARK: UIViewControllerContextTransitioning

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        (key == .from ? from : to).controller
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        side(key).view
    }

    func initialFrame(for viewController: UIViewController) -> CGRect {
        sides.first { $0.controller === viewController }?.initialFrame ?? .zero
    }

    func finalFrame(for viewController: UIViewController) -> CGRect {
        sides.first { $0.controller === viewController }?.finalFrame ?? .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        self.percentComplete = min(max(Double(percentComplete), 0), 1)
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            return ToleratedMisuse.report("\(animatorName) called completeTransition(_:) a second time; UIKit ignores it")
        }
        hasCompleted = true
        if isAnimated, let clock = VirtualClock.current { clock.transitionCompletionTimes.append(clock.time) }
        if didComplete, transitionWasCancelled {
            ControllerErrorLog.report(.completedAfterCancel(animator: animatorName))
        }
        let finished = didComplete && !transitionWasCancelled
        if !finished { restorePoint.restore() }
        coordinator.transitionDidEnd()
        for view in [from.view, to.view] { view?.holdSafeArea(nil) }
        onCompletion(finished)
        screen?.updateStatusBarAppearance()
        animator.animationEnded(finished)
    }

    // MARK: Helpers

    private var sides: [Side] { [from, to] }

    private func side(_ key: UITransitionContextViewKey) -> Side {
        key == .from ? from : to
    }

    /// Ends the interactive phase once (later calls, such as the door article's `finishInteractiveTransition()`
    /// in a non-interactive completion, change nothing) and starts the completion deadline.
    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        coordinator.interactionDidEnd()
        let remaining = cancelled ? percentComplete : 1 - percentComplete
        let speed = interactionController?.completionSpeed ?? 1
        expectCompletion(within: speed > 0 ? remaining * duration / speed : 0)
    }
}
