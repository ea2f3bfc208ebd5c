import Foundation
import Testing
@testable import UIKit

@Suite("Presentation")
struct ModalPresentationTests {
    @Test("a full-screen presentation runs in a container over the window and removes the presenter's view")
    func fullScreenPresent() {
        let (clock, (window, a, b)) = onClock { () -> (UIWindow, LoggingController, LoggingController) in
            let a = LoggingController("A"), b = LoggingController("B")
            let window = makeWindow(root: a)
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            return (window, a, b)
        }
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        clock.advance(to: 0.25)
        let container = window.subviews.last!
        #expect(window.subviews.count == 1 && same(container.subviews, [a.view, b.view]))
        // Cover vertical: on its way up from below the screen.
        let y = presentedDouble(b.view.layer, "position.y")
        #expect(y > 333.5 && y < 333.5 + 667)
        clock.advance(to: 0.6)
        #expect(same(window.subviews, [container]) && same(container.subviews, [b.view]))
        #expect(a.view.superview == nil && a.appearance == .disappeared && b.appearance == .appeared)
    }

    @Test("dismissing puts the presenter's view back where it was and removes the container")
    func fullScreenDismiss() {
        var done = false
        let (clock, (window, a, b)) = onClock { () -> (UIWindow, LoggingController, LoggingController) in
            let a = LoggingController("A"), b = LoggingController("B")
            let window = makeWindow(root: a)
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            return (window, a, b)
        }
        clock.advance(to: 0)
        clock.run { b.dismiss(animated: true) { done = true } }
        clock.advance(to: 0.25)
        let container = window.subviews.last!
        #expect(same(container.subviews, [a.view, b.view]))
        clock.advance(to: 0.6)
        #expect(same(window.subviews, [a.view]) && a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(done && a.appearance == .appeared && b.appearance == .disappeared)
    }

    @Test("under .custom the presenter stays, view(forKey: .from) is nil on present and .to on dismiss")
    func customStyle() {
        final class Probe: UIViewControllerAnimatedTransitioning {
            var views: [(from: UIView?, to: UIView?)] = []
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.1 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                views.append((transitionContext.view(forKey: .from), transitionContext.view(forKey: .to)))
                if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
                transitionContext.completeTransition(true)
            }
        }
        let probe = Probe()
        let delegate = TransitioningDelegateStub(animator: probe)
        let (clock, (window, a, b)) = onClock { () -> (UIWindow, LoggingController, LoggingController) in
            let a = LoggingController("A"), b = LoggingController("B")
            b.modalPresentationStyle = .custom
            b.transitioningDelegate = delegate
            let window = makeWindow(root: a)
            a.present(b, animated: true)
            return (window, a, b)
        }
        clock.advance(to: 0.2)
        #expect(probe.views[0].from == nil && probe.views[0].to === b.view)
        #expect(window.subviews.first === a.view && window.subviews.count == 2 && a.appearance == .appeared)
        clock.run { a.dismiss(animated: true) }
        clock.advance(to: 0.4)
        #expect(probe.views[1].from === b.view && probe.views[1].to == nil)
        #expect(same(window.subviews, [a.view]))
    }

    @Test("a presentation from a child is made by its top ancestor")
    func presentFromChild() {
        let (_, (window, nav, child, b)) = onClock { () -> (UIWindow, UINavigationController, UIViewController, UIViewController) in
            let child = UIViewController(), b = UIViewController()
            let nav = UINavigationController(rootViewController: child)
            let window = makeWindow(root: nav)
            b.modalPresentationStyle = .fullScreen
            child.present(b, animated: false)
            return (window, nav, child, b)
        }
        #expect(window.subviews.count == 1)
        #expect(nav.presentedViewController === b && b.presentingViewController === nav && child.presentedViewController == nil)
    }

    @Test("a cross-dissolve fades the presented view in over 0.4 s and out on dismissal")
    func crossDissolve() {
        let (clock, (window, a, b)) = onClock { () -> (UIWindow, LoggingController, LoggingController) in
            let a = LoggingController("A"), b = LoggingController("B")
            let window = makeWindow(root: a)
            b.modalPresentationStyle = .overFullScreen
            b.modalTransitionStyle = .crossDissolve
            a.present(b, animated: true)
            return (window, a, b)
        }
        defer { withExtendedLifetime(window) {} }
        clock.advance(to: 0.2)
        #expect(abs(presentedDouble(b.view.layer, "opacity") - 0.5) < 1e-9, "half way, eased in and out")
        #expect(abs(presentedDouble(b.view.layer, "position.y") - Double(b.view.center.y)) < 1e-9, "it does not move")
        clock.advance(to: 0.5)
        #expect(b.view.alpha == 1 && b.appearance == .appeared && a.view.superview != nil)
        clock.run { b.dismiss(animated: true) }
        clock.advance(to: 0.7)
        #expect(abs(presentedDouble(b.view.layer, "opacity") - 0.5) < 1e-9)
        clock.advance(to: 1)
        #expect(a.presentedViewController == nil && b.appearance == .disappeared)
        #expect(b.view.alpha == 1, "whole again for its next present")
    }

    @Test("a horizontal flip turns the container over with a Core Animation flip, from the right and back from the left")
    func flipHorizontal() {
        let (clock, (window, a, b)) = onClock { () -> (UIWindow, LoggingController, LoggingController) in
            let a = LoggingController("A"), b = LoggingController("B")
            let window = makeWindow(root: a)
            b.modalTransitionStyle = .flipHorizontal
            a.present(b, animated: true)
            return (window, a, b)
        }
        let container = window.subviews.last!
        let flip = container.layer.animation(forKey: "transition") as? CATransition
        #expect(flip?.type == .oglFlip && flip?.subtype == .fromRight && flip?.duration == 0.75)
        clock.advance(to: 0.8)
        #expect(a.view.superview == nil && b.appearance == .appeared)
        clock.run { b.dismiss(animated: true) }
        let back = window.subviews.last!.layer.animation(forKey: "transition") as? CATransition
        #expect(back?.subtype == .fromLeft)
        clock.advance(to: 1.6)
        #expect(same(window.subviews, [a.view]) && a.appearance == .appeared)
    }
}
