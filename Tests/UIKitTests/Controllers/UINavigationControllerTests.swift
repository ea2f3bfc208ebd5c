import Foundation
import Testing
@testable import UIKit

@Suite("UINavigationController")
struct UINavigationControllerTests {
    @Test("push and pop without animation update the stack, the children and the container at once")
    func immediatePushPop() {
        let (clock, (nav, a, b)) = onClock { () -> (UINavigationController, LoggingController, LoggingController) in
            let a = LoggingController("A"), b = LoggingController("B")
            let nav = UINavigationController(rootViewController: a)
            _ = makeWindow(root: nav)
            nav.pushViewController(b, animated: false)
            return (nav, a, b)
        }
        clock.advance(to: 0)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === b)
        #expect(b.parent === nav && b.navigationController === nav && nav.children.count == 2)
        #expect(same(nav.transitionView.subviews, [b.view]))
        #expect(b.view.frame == testScreen)
        clock.run { _ = nav.popViewController(animated: false) }
        #expect(nav.viewControllers.count == 1 && b.parent == nil && nav.children.count == 1)
        #expect(same(nav.transitionView.subviews, [a.view]))
    }

    @Test("setViewControllers pushes a new top, pops back to one already on the stack, and drops the rest")
    func replacingTheStack() {
        let (clock, (nav, a, b, c)) = onClock { () -> (UINavigationController, LoggingController, LoggingController, LoggingController) in
            let a = LoggingController("A"), b = LoggingController("B"), c = LoggingController("C")
            let nav = UINavigationController(rootViewController: a)
            _ = makeWindow(root: nav)
            nav.setViewControllers([a, b, c], animated: true)
            return (nav, a, b, c)
        }
        clock.advance(to: 0.175)
        #expect(nav.viewControllers.count == 3 && nav.topViewController === c)
        #expect(nav.transitionView.subviews.last === c.view, "the new top is pushed in, animated")
        clock.advance(to: 0.5)
        #expect(same(nav.transitionView.subviews, [c.view]) && b.parent === nav && c.parent === nav)
        #expect(nav.navigationBar.items.count == 3)
        clock.run { nav.setViewControllers([a], animated: true) }
        clock.advance(to: 0.7)
        #expect(nav.transitionView.subviews.first === a.view, "popping back: the old root comes in beneath")
        clock.advance(to: 1.2)
        #expect(same(nav.transitionView.subviews, [a.view]))
        #expect(b.parent == nil && c.parent == nil && nav.children.count == 1)
        clock.run { nav.viewControllers = [b] }
        #expect(nav.topViewController === b && a.parent == nil && same(nav.transitionView.subviews, [b.view]))
        let errors = ControllerErrorLog.collect { clock.run { nav.setViewControllers([], animated: false) } }
        #expect(errors == [.emptyStack(navigationController: "UINavigationController")])
    }

    @Test("the default push slides the to-view in over a dimmed, parallax-shifted from-view for 0.5 s on curve 7")
    func defaultPush() {
        let (clock, (nav, a, b)) = onClock { () -> (UINavigationController, LoggingController, LoggingController) in
            let a = LoggingController("A"), b = LoggingController("B")
            let nav = UINavigationController(rootViewController: a)
            _ = makeWindow(root: nav)
            nav.pushViewController(b, animated: true)
            return (nav, a, b)
        }
        clock.advance(to: 0.1)
        let subviews = nav.transitionView.subviews
        #expect(subviews.count == 3 && subviews[0] === a.view && subviews[2] === b.view)
        let overlay = subviews[1]
        #expect(overlay.backgroundColor == UIColor.black.withAlphaComponent(0.1))
        // Curve 7 is critically damped with ω0 = √(1000/3): 1 − (1 + ω0·t)·e^(−ω0·t) of the way at t.
        let omega = (1000.0 / 3).squareRoot()
        let progress = 1 - (1 + omega * 0.1) * exp(-omega * 0.1)
        #expect(abs(presentedDouble(b.view.layer, "position.x") - (375 / 2 + 375 * (1 - progress))) < 0.01)
        #expect(abs(presentedDouble(a.view.layer, "position.x") - (375 / 2 - 0.3 * 375 * progress)) < 0.01)
        #expect(abs(presentedDouble(overlay.layer, "opacity") - progress) < 1e-6)
        clock.advance(to: 0.51)
        #expect(same(nav.transitionView.subviews, [b.view]))
        #expect(a.view.superview == nil && a.view.frame == testScreen)
    }

    @Test("the default pop is the push reversed and removes the popped controller")
    func defaultPop() {
        let (clock, (nav, a, b)) = onClock { () -> (UINavigationController, LoggingController, LoggingController) in
            let a = LoggingController("A"), b = LoggingController("B")
            let nav = UINavigationController(rootViewController: a)
            _ = makeWindow(root: nav)
            nav.pushViewController(b, animated: false)
            nav.popViewController(animated: true)
            return (nav, a, b)
        }
        clock.advance(to: 0.1)
        #expect(nav.viewControllers.count == 1)
        let subviews = nav.transitionView.subviews
        #expect(subviews.count == 3 && subviews[0] === a.view && subviews[2] === b.view)
        #expect(presentedDouble(b.view.layer, "position.x") > 375 / 2 + 375 / 2, "past half way at 0.1 s")
        clock.advance(to: 0.51)
        #expect(same(nav.transitionView.subviews, [a.view]) && b.parent == nil)
    }

    @Test("callbacks come in UIKit's order around a custom animated push")
    func callbackOrder() {
        let log = CallLog()
        let (clock, holder) = onClock { () -> (NavigationDelegateStub, UINavigationController) in
            let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
            let nav = UINavigationController(rootViewController: a)
            let delegate = NavigationDelegateStub(log: log, animator: SlideAnimator(log: log))
            nav.delegate = delegate
            _ = makeWindow(root: nav)
            log.entries = []
            nav.pushViewController(b, animated: true)
            return (delegate, nav)
        }
        clock.advance(to: 2)
        #expect(log.entries == [
            "B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "willShow",
            "animationController(push)", "interactionController", "animateTransition",
            "B.didMove(parent)", "A.viewDidDisappear", "B.viewDidAppear", "didShow", "animationEnded(true)",
        ])
        _ = holder
    }

    @Test("the circle-button article's delegate, set in viewWillAppear, is asked for the pop back to its controller")
    func delegateSetInViewWillAppear() {
        final class SettingController: UIViewController, UINavigationControllerDelegate {
            var operations: [UINavigationController.Operation] = []
            override func viewWillAppear(_ animated: Bool) { navigationController?.delegate = self }
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                operations.append(operation)
                return nil
            }
        }
        let (clock, (nav, first)) = onClock { () -> (UINavigationController, SettingController) in
            let first = SettingController()
            let nav = UINavigationController(rootViewController: first)
            _ = makeWindow(root: nav)
            return (nav, first)
        }
        #expect(nav.delegate === first)
        clock.run {
            nav.delegate = nil
            nav.pushViewController(UIViewController(), animated: true)
        }
        clock.advance(to: 1)
        clock.run { nav.popViewController(animated: true) }
        clock.advance(to: 2)
        #expect(first.operations == [.pop])
    }

    @Test("popToRoot removes every controller above the root")
    func popToRoot() {
        let (clock, nav) = onClock { () -> UINavigationController in
            let nav = UINavigationController(rootViewController: UIViewController())
            _ = makeWindow(root: nav)
            nav.pushViewController(UIViewController(), animated: false)
            nav.pushViewController(UIViewController(), animated: false)
            return nav
        }
        let popped = clock.run { nav.popToRootViewController(animated: true) }
        clock.advance(to: 1)
        #expect(popped.count == 2 && nav.viewControllers.count == 1 && nav.children.count == 1)
        #expect(popped.allSatisfy { $0.parent == nil })
        #expect(same(nav.transitionView.subviews, [nav.viewControllers[0].view]))
    }

    @Test("the context gives each side's views and frames, and .zero where there is none")
    func contextFrames() {
        final class Probe: UIViewControllerAnimatedTransitioning {
            var seen: (CGRect, CGRect, CGRect, CGRect, CGRect, Bool)?
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.1 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let from = transitionContext.viewController(forKey: .from)!, to = transitionContext.viewController(forKey: .to)!
                seen = (transitionContext.initialFrame(for: from), transitionContext.finalFrame(for: from),
                        transitionContext.initialFrame(for: to), transitionContext.finalFrame(for: to),
                        transitionContext.finalFrame(for: UIViewController()),
                        transitionContext.view(forKey: .from)?.superview === transitionContext.containerView)
                transitionContext.completeTransition(true)
            }
        }
        let probe = Probe()
        let log = CallLog()
        let (_, delegate) = onClock { () -> NavigationDelegateStub in
            let nav = UINavigationController(rootViewController: UIViewController())
            let delegate = NavigationDelegateStub(log: log, animator: probe)
            nav.delegate = delegate
            _ = makeWindow(root: nav)
            nav.pushViewController(UIViewController(), animated: true)
            return delegate
        }
        let seen = probe.seen!
        #expect(seen.0 == testScreen && seen.1 == .zero && seen.2 == .zero && seen.3 == testScreen)
        #expect(seen.4 == .zero && seen.5)
        _ = delegate
    }
}
