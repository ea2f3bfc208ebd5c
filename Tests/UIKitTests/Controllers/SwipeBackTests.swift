import Foundation
import Testing
import UIKit

/// UIKit's swipe back (`interactivePopGestureRecognizer`): the views follow the finger, then the
/// pop completes or is cancelled on curve 7 from where the finger lifted.
@Suite("Swipe back")
struct SwipeBackTests {
    /// A two-screen stack in a window, and the swipe played on it with `samples`.
    static func swipe(_ samples: [(TimeInterval, CGPoint)], delegate: UINavigationControllerDelegate? = nil)
        -> (VirtualClock, UINavigationController, UIViewController, UIViewController) {
        let (clock, (nav, a, b)) = onClock { () -> (UINavigationController, UIViewController, UIViewController) in
            let a = UIViewController(), b = UIViewController()
            let nav = UINavigationController(rootViewController: a)
            nav.delegate = delegate
            _ = makeWindow(root: nav)
            nav.pushViewController(b, animated: false)
            let pan = nav.interactivePopGestureRecognizer as! UIScreenEdgePanGestureRecognizer
            pan.play(.init(from: CGPoint(x: 2, y: 300), samples: samples))
            return (nav, a, b)
        }
        return (clock, nav, a, b)
    }

    @Test("the popped view follows the finger, and the rest runs on curve 7 from where it lifted")
    func liftedPastHalfWayItCompletes() {
        // 240 points in 0.4 s, then held still until the finger lifts at 0.5 s.
        let (clock, nav, a, b) = Self.swipe([(0.4, CGPoint(x: 240, y: 0)), (0.5, CGPoint(x: 240, y: 0))])
        clock.advance(to: 0.2)
        #expect(abs(presentedDouble(b.view.layer, "position.x") - (187.5 + 120)) < 0.01, "half the drag at half its time")
        #expect(nav.viewControllers.count == 1)
        clock.advance(to: 0.6)
        let rest = 187.5 + 375.0, lifted = 187.5 + 240
        let expected = lifted + (rest - lifted) * Spring.systemCurve.value(at: 0.1)
        #expect(abs(presentedDouble(b.view.layer, "position.x") - expected) < 0.5)
        clock.advance(to: 1.01)
        #expect(same(nav.transitionView.subviews, [a.view]) && b.parent == nil)
    }

    @Test("lifted short of half way and still, it springs back and the stack is as it was")
    func liftedEarlyItCancels() {
        let (clock, nav, a, b) = Self.swipe([(0.2, CGPoint(x: 100, y: 0)), (0.3, CGPoint(x: 100, y: 0))])
        clock.advance(to: 0.4)
        let lifted = 187.5 + 100
        let expected = lifted + (187.5 - lifted) * Spring.systemCurve.value(at: 0.1)
        #expect(abs(presentedDouble(b.view.layer, "position.x") - expected) < 0.5)
        clock.advance(to: 1)
        #expect(same(nav.transitionView.subviews, [b.view]) && nav.viewControllers.count == 2 && a.view.superview == nil)
    }

    @Test("a flick completes the pop from short of half way, no slower than the finger")
    func aFlickCompletes() {
        // 100 points in 0.1 s: 1000 points a second as it lifts.
        let (clock, nav, a, _) = Self.swipe([(0.1, CGPoint(x: 100, y: 0))])
        clock.advance(to: 0.1 + 275.0 / 1000 + 0.01)
        #expect(same(nav.transitionView.subviews, [a.view]), "the remaining 275 points at the finger's speed")
    }

    @Test("a delegate that animates pops itself keeps the swipe from beginning")
    func aCustomPopAnimatorTurnsTheSwipeOff() {
        final class Delegate: UINavigationControllerDelegate {
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    transitionContext.completeTransition(true)
                }
            }
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                Fade()
            }
        }
        let delegate = Delegate()
        let (clock, nav, _, b) = Self.swipe([(0.4, CGPoint(x: 300, y: 0))], delegate: delegate)
        clock.advance(to: 1)
        #expect(nav.topViewController === b)
        withExtendedLifetime(delegate) {}
    }
}
