import Foundation
@testable import UIKit

/// A shared log of callbacks, to check their order.
final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A controller that logs its appearance and containment callbacks under `name`.
final class LoggingController: UIViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog = CallLog()) {
        (self.name, self.log) = (name, log)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .white
    }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) { log.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: UIViewController?) { log.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
}

/// Slides the to-view in from the right with a UIView block over `duration`, or (pop/dismiss)
/// the from-view out; logs its calls and can misbehave on purpose.
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    enum Misbehaviour { case none, neverCompletes, completesTwice }
    let log: CallLog
    let duration: TimeInterval
    let misbehaviour: Misbehaviour
    var endedWith: Bool?

    init(log: CallLog = CallLog(), duration: TimeInterval = 1, misbehaviour: Misbehaviour = .none) {
        (self.log, self.duration, self.misbehaviour) = (log, duration, misbehaviour)
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.add("animateTransition")
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        let width = containerView.bounds.width
        toView.frame = containerView.bounds.offsetBy(dx: width, dy: 0)
        containerView.addSubview(toView)
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            toView.frame = containerView.bounds
            transitionContext.view(forKey: .from)?.alpha = 0.5
        }) { [self] _ in
            switch misbehaviour {
            case .neverCompletes: return
            case .completesTwice: transitionContext.completeTransition(true)
            case .none: break
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.add("animationEnded(\(transitionCompleted))")
        endedWith = transitionCompleted
    }
}

/// A navigation delegate that hands out `animator` and `interaction`, logging each question.
final class NavigationDelegateStub: UINavigationControllerDelegate {
    let log: CallLog
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?

    init(log: CallLog, animator: (any UIViewControllerAnimatedTransitioning)?,
         interaction: (any UIViewControllerInteractiveTransitioning)? = nil) {
        (self.log, self.animator, self.interaction) = (log, animator, interaction)
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) { log.add("willShow") }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) { log.add("didShow") }
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("animationController(\(operation))")
        return animator
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("interactionController")
        return interaction
    }
}

/// A transitioning delegate that hands out one animator for presenting and dismissing.
final class TransitioningDelegateStub: UIViewControllerTransitioningDelegate {
    let animator: any UIViewControllerAnimatedTransitioning
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    init(animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

let testScreen = CGRect(x: 0, y: 0, width: 375, height: 667)

/// A window of the test screen's size showing `root`.
func makeWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: testScreen)
    window.rootViewController = root
    return window
}

/// Whether `views` are exactly `expected`, by identity and in order.
func same(_ views: [UIView], _ expected: [UIView]) -> Bool {
    views.count == expected.count && zip(views, expected).allSatisfy { $0 === $1 }
}
