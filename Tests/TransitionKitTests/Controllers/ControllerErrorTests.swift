import Foundation
import Testing
@testable import TransitionKit

@Suite("Controller errors")
struct ControllerErrorTests {
    @Test("pushing a controller already on the stack is an error that names it")
    func pushTwice() {
        let errors = ControllerErrorLog.collect {
            Clock().run {
                let a = ViewController()
                let nav = NavigationController(rootViewController: a)
                nav.pushViewController(a, animated: false)
                #expect(nav.viewControllers.count == 1)
            }
        }
        #expect(errors == [.alreadyOnStack(controller: "ViewController")])
        #expect(errors[0].description.contains("already on the navigation stack"))
    }

    @Test("popping the root is an error")
    func popRoot() {
        let errors = ControllerErrorLog.collect {
            Clock().run { _ = NavigationController(rootViewController: ViewController()).popViewController(animated: true) }
        }
        #expect(errors == [.poppingRoot(navigationController: "NavigationController")])
    }

    @Test("dismissing with nothing presented is an error")
    func dismissNothing() {
        let errors = ControllerErrorLog.collect {
            Clock().run {
                let a = ViewController()
                _ = makeWindow(root: a)
                a.dismiss(animated: true)
            }
        }
        #expect(errors == [.nothingToDismiss(controller: "ViewController")])
    }

    @Test("presenting from a view outside any window is an error")
    func presentOutsideWindow() {
        let errors = ControllerErrorLog.collect { Clock().run { ViewController().present(ViewController(), animated: true) } }
        #expect(errors == [.notInWindow(controller: "ViewController")])
    }

    @Test("transitioning between controllers that are not both children is an error")
    func transitionNonChildren() {
        let errors = ControllerErrorLog.collect {
            Clock().run {
                let parent = ViewController(), child = ViewController()
                parent.addChild(child)
                parent.transition(from: child, to: ViewController(), duration: 0.5, animations: nil)
            }
        }
        #expect(errors == [.notChildren(parent: "ViewController", from: "ViewController", to: "ViewController")])
    }

    @Test("an animator that never completes is named once duration + 10 s have passed")
    func neverCompletes() {
        let errors = ControllerErrorLog.collect {
            let clock = Clock()
            let delegate = NavigationDelegateStub(log: CallLog(), animator: SlideAnimator(duration: 1, misbehaviour: .neverCompletes))
            clock.run {
                let nav = NavigationController(rootViewController: ViewController())
                nav.delegate = delegate
                nav.pushViewController(ViewController(), animated: true)
            }
            clock.advance(to: 11.1)
        }
        #expect(errors == [.animatorNeverCompleted(animator: "SlideAnimator", deadline: 11)])
    }

    @Test("completing twice is an error naming the animator")
    func completesTwice() {
        let errors = ControllerErrorLog.collect {
            let clock = Clock()
            let delegate = NavigationDelegateStub(log: CallLog(), animator: SlideAnimator(duration: 1, misbehaviour: .completesTwice))
            clock.run {
                let nav = NavigationController(rootViewController: ViewController())
                nav.delegate = delegate
                nav.pushViewController(ViewController(), animated: true)
            }
            clock.advance(to: 2)
        }
        #expect(errors == [.completedTwice(animator: "SlideAnimator")])
    }

    @Test("a NaN duration is an error naming the animator, and the transition runs with 0")
    func nanDuration() {
        final class NaNAnimator: ViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { .nan }
            func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
                transitionContext.completeTransition(true)
            }
        }
        var pushed = false
        let errors = ControllerErrorLog.collect {
            Clock().run {
                let nav = NavigationController(rootViewController: ViewController())
                let delegate = NavigationDelegateStub(log: CallLog(), animator: NaNAnimator())
                nav.delegate = delegate
                nav.pushViewController(ViewController(), animated: true)
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
            Clock().run {
                let nav = NavigationController(rootViewController: ViewController())
                nav.pushViewController(ViewController(), animated: true)
                nav.pushViewController(ViewController(), animated: true)
            }
        }
        #expect(errors == [.transitionInProgress(controller: "NavigationController")])
    }

    @Test("presenting while already presenting is an error")
    func presentTwice() {
        let errors = ControllerErrorLog.collect {
            Clock().run {
                let a = ViewController()
                let window = makeWindow(root: a)
                a.present(ViewController(), animated: false)
                a.present(ViewController(), animated: false)
                #expect(window.subviews.count == 1)
            }
        }
        #expect(errors == [.alreadyPresenting(controller: "ViewController", presented: "ViewController")])
    }

    @Test("pushing a controller that has another parent is an error")
    func pushChildOfAnother() {
        let errors = ControllerErrorLog.collect {
            Clock().run {
                let other = ViewController(), child = ViewController()
                other.addChild(child)
                NavigationController(rootViewController: ViewController()).pushViewController(child, animated: false)
                #expect(child.parent === other)
            }
        }
        #expect(errors == [.alreadyHasParent(controller: "ViewController", parent: "ViewController")])
    }

    @Test("completing with true after a cancel is an error, and the transition is still undone")
    func completedAfterCancel() {
        final class StubbornAnimator: ViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval { 1 }
            func animateTransition(using transitionContext: any ViewControllerContextTransitioning) {
                let toView = transitionContext.view(forKey: .to)!
                transitionContext.containerView.addSubview(toView)
                View.animate(withDuration: 1, animations: { toView.alpha = 0.5 }) { _ in
                    transitionContext.completeTransition(true)
                }
            }
        }
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = NavigationDelegateStub(log: CallLog(), animator: StubbornAnimator(), interaction: interaction)
        var stack = 0
        let errors = ControllerErrorLog.collect {
            let clock = Clock()
            let nav = clock.run { () -> NavigationController in
                let nav = NavigationController(rootViewController: ViewController())
                nav.pushViewController(ViewController(), animated: false)
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
