import Foundation
import Testing
@testable import UIKit

@Suite("Controller errors")
struct ControllerErrorTests {
    @Test("pushing a controller already on the stack is an error that names it")
    func pushTwice() {
        let errors = ControllerErrorLog.collect {
            VirtualClock().run {
                let a = UIViewController()
                let nav = UINavigationController(rootViewController: a)
                nav.pushViewController(a, animated: false)
                #expect(nav.viewControllers.count == 1)
            }
        }
        #expect(errors == [.alreadyOnStack(controller: "UIViewController")])
        #expect(errors[0].description.contains("already on the navigation stack"))
    }

    @Test("popping the root is an error")
    func popRoot() {
        let errors = ControllerErrorLog.collect {
            VirtualClock().run { _ = UINavigationController(rootViewController: UIViewController()).popViewController(animated: true) }
        }
        #expect(errors == [.poppingRoot(navigationController: "UINavigationController")])
    }

    @Test("dismissing with nothing presented is an error")
    func dismissNothing() {
        let errors = ControllerErrorLog.collect {
            VirtualClock().run {
                let a = UIViewController()
                _ = makeWindow(root: a)
                a.dismiss(animated: true)
            }
        }
        #expect(errors == [.nothingToDismiss(controller: "UIViewController")])
    }

    @Test("presenting from a view outside any window is an error")
    func presentOutsideWindow() {
        let errors = ControllerErrorLog.collect { VirtualClock().run { UIViewController().present(UIViewController(), animated: true) } }
        #expect(errors == [.notInWindow(controller: "UIViewController")])
    }

    @Test("transitioning between controllers that are not both children is an error")
    func transitionNonChildren() {
        let errors = ControllerErrorLog.collect {
            VirtualClock().run {
                let parent = UIViewController(), child = UIViewController()
                parent.addChild(child)
                parent.transition(from: child, to: UIViewController(), duration: 0.5, animations: nil)
            }
        }
        #expect(errors == [.notChildren(parent: "UIViewController", from: "UIViewController", to: "UIViewController")])
    }

    @Test("an animator that never completes is named once duration + 10 s have passed")
    func neverCompletes() {
        let errors = ControllerErrorLog.collect {
            let clock = VirtualClock()
            let delegate = NavigationDelegateStub(log: CallLog(), animator: SlideAnimator(duration: 1, misbehaviour: .neverCompletes))
            clock.run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.delegate = delegate
                nav.pushViewController(UIViewController(), animated: true)
            }
            clock.advance(to: 11.1)
        }
        #expect(errors == [.animatorNeverCompleted(animator: "SlideAnimator", deadline: 11)])
    }

    /// UIKit ignores a second `completeTransition(_:)` (the transition has already ended), so the
    /// scene goes on; the call is kept as a misuse on the clock for the motion lint to report.
    @Test("completing twice is ignored as UIKit ignores it, and kept as a misuse naming the animator")
    func completesTwice() {
        let clock = VirtualClock()
        let (nav, next) = (UINavigationController(rootViewController: UIViewController()), UIViewController())
        let errors = ControllerErrorLog.collect {
            let delegate = NavigationDelegateStub(log: CallLog(), animator: SlideAnimator(duration: 1, misbehaviour: .completesTwice))
            clock.run {
                nav.delegate = delegate
                nav.pushViewController(next, animated: true)
            }
            clock.advance(to: 2)
        }
        #expect(errors.isEmpty)
        #expect(nav.topViewController === next)
        #expect(clock.toleratedMisuses.map(\.message) == ["SlideAnimator called completeTransition(_:) a second time; UIKit ignores it"])
    }

    @Test("a NaN duration is an error naming the animator, and the transition runs with 0")
    func nanDuration() {
        final class NaNAnimator: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { .nan }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                transitionContext.completeTransition(true)
            }
        }
        var pushed = false
        let errors = ControllerErrorLog.collect {
            VirtualClock().run {
                let nav = UINavigationController(rootViewController: UIViewController())
                let delegate = NavigationDelegateStub(log: CallLog(), animator: NaNAnimator())
                nav.delegate = delegate
                nav.pushViewController(UIViewController(), animated: true)
                pushed = nav.viewControllers.count == 2
            }
        }
        #expect(pushed && errors.count == 1)
        guard case .invalidDuration(let animator, let duration)? = errors.first else { return }
        #expect(animator == "NaNAnimator" && duration.isNaN)
    }

    @Test("starting a push while one runs is an error")
    func pushDuringTransition() {
        let errors = ControllerErrorLog.collect {
            VirtualClock().run {
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.pushViewController(UIViewController(), animated: true)
                nav.pushViewController(UIViewController(), animated: true)
            }
        }
        #expect(errors == [.transitionInProgress(controller: "UINavigationController")])
    }

    @Test("presenting while already presenting is an error")
    func presentTwice() {
        let errors = ControllerErrorLog.collect {
            VirtualClock().run {
                let a = UIViewController()
                let window = makeWindow(root: a)
                a.present(UIViewController(), animated: false)
                a.present(UIViewController(), animated: false)
                #expect(window.subviews.count == 2, "the presenter's view and one sheet's container")
            }
        }
        #expect(errors == [.alreadyPresenting(controller: "UIViewController", presented: "UIViewController")])
    }

    @Test("pushing a controller that has another parent is an error")
    func pushChildOfAnother() {
        let errors = ControllerErrorLog.collect {
            VirtualClock().run {
                let other = UIViewController(), child = UIViewController()
                other.addChild(child)
                UINavigationController(rootViewController: UIViewController()).pushViewController(child, animated: false)
                #expect(child.parent === other)
            }
        }
        #expect(errors == [.alreadyHasParent(controller: "UIViewController", parent: "UIViewController")])
    }

    @Test("completing with true after a cancel is an error, and the transition is still undone")
    func completedAfterCancel() {
        final class StubbornAnimator: UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let toView = transitionContext.view(forKey: .to)!
                transitionContext.containerView.addSubview(toView)
                UIView.animate(withDuration: 1, animations: { toView.alpha = 0.5 }) { _ in
                    transitionContext.completeTransition(true)
                }
            }
        }
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = NavigationDelegateStub(log: CallLog(), animator: StubbornAnimator(), interaction: interaction)
        var stack = 0
        let errors = ControllerErrorLog.collect {
            let clock = VirtualClock()
            let nav = clock.run { () -> UINavigationController in
                let nav = UINavigationController(rootViewController: UIViewController())
                nav.pushViewController(UIViewController(), animated: false)
                nav.delegate = delegate
                nav.popViewController(animated: true)
                interaction.update(0.5)
                interaction.cancel()
                return nav
            }
            clock.advance(to: 2)
            stack = nav.viewControllers.count
        }
        #expect(errors == [.completedAfterCancel(animator: "StubbornAnimator")])
        #expect(stack == 2)
    }
}
