import Foundation
import QuartzCore

/// What alongside animations and their completions learn about the transition they run with,
/// as `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs other animations in step with a push, pop, present or dismiss, as
/// `UIViewControllerTransitionCoordinator`: a presentation controller's dimming view fades with
/// the animator's own animations, and completions run once the transition has ended.
///
///     presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
///         dimmingView.alpha = 1
///     })
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// UIKit's spelling without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}

/// The coordinator of one `TransitionContext`.
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private unowned let context: TransitionContext
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasStarted = false

    init(context: TransitionContext) { self.context = context }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if hasStarted { run(animation) } else { alongside.append(animation) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The animator has started: the waiting alongside animations start with it.
    func transitionDidStart() {
        hasStarted = true
        let waiting = alongside
        alongside = []
        waiting.forEach(run)
    }

    func interactionDidEnd() { interactionHandlers.forEach { $0(self) } }

    func transitionDidEnd() {
        let waiting = completions
        completions = []
        for completion in waiting { completion(self) }
    }

    /// One alongside block, as a view animation over the transition's duration, on UIKit's own
    /// animator's curve when it runs one; with no animation the changes simply happen, as UIKit
    /// does for an unanimated transition.
    private func run(_ animation: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard context.isAnimated, context.duration > 0 else {
            return UIView.performWithoutAnimation { animation(self) }
        }
        let curve = (context.animator as? SystemTransitionAnimator)?.curve(isInteractive: context.isInteractive) ?? []
        UIView.animate(withDuration: context.duration, delay: 0, options: curve, animations: { animation(self) })
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { context.interactionController != nil }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { context.duration }
    var percentComplete: CGFloat { CGFloat(context.percentComplete) }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { context.interactionController?.completionCurve ?? .easeInOut }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }
}

extension UIViewController {
    /// The coordinator of the transition this controller takes part in, while it runs, as
    /// `UIViewController.transitionCoordinator`.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var candidates: [UIViewController?] = [self, presentingViewController, presentedViewController]
        var ancestor = parent
        while let controller = ancestor {
            candidates += [controller, controller.presentingViewController]
            ancestor = controller.parent
        }
        return candidates.lazy.compactMap { $0?.activeTransition?.coordinator }.first
    }
}
