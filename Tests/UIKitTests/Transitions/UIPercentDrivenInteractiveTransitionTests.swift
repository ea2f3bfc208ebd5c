import Foundation
import Testing
@testable import UIKit

@Suite("Percent-driven interactive transitions")
struct UIPercentDrivenInteractiveTransitionTests {
    /// A navigation controller with A under B, about to pop interactively with `animator`.
    private func interactivePop(animator: any UIViewControllerAnimatedTransitioning)
        -> (VirtualClock, UINavigationController, LoggingController, LoggingController, UIPercentDrivenInteractiveTransition, NavigationDelegateStub) {
        let interaction = UIPercentDrivenInteractiveTransition()
        let log = CallLog()
        let (clock, (nav, a, b, delegate)) = onClock { () -> (UINavigationController, LoggingController, LoggingController, NavigationDelegateStub) in
            let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
            let nav = UINavigationController(rootViewController: a)
            let delegate = NavigationDelegateStub(log: log, animator: animator, interaction: interaction)
            _ = makeWindow(root: nav)
            nav.pushViewController(b, animated: false)
            nav.delegate = delegate
            nav.popViewController(animated: true)
            return (nav, a, b, delegate)
        }
        return (clock, nav, a, b, interaction, delegate)
    }

    @Test("update holds a UIView-block animation at percent · duration, clamped to 0…1")
    func updateHolds() {
        let (clock, nav, a, _, interaction, delegate) = interactivePop(animator: SlideAnimator(duration: 2))
        clock.advance(to: 5)
        // Nothing moves while no one updates.
        #expect(abs(presentedDouble(a.view.layer, "position.x") - (375 + 187.5)) < 1e-6)
        clock.run { interaction.update(0.25) }
        clock.advance(to: 6)
        #expect(abs(presentedDouble(a.view.layer, "position.x") - (187.5 + 0.75 * 375)) < 1e-6)
        clock.run { interaction.update(7) }
        #expect(interaction.percentComplete == 1)
        #expect(nav.viewControllers.count == 1)
        _ = delegate
    }

    @Test("the navigation bar's titles follow the scrubbed progress, and a cancel puts the popped item back")
    func barFollowsTheInteraction() {
        let (clock, nav, a, b, interaction, delegate) = interactivePop(animator: SlideAnimator(duration: 2))
        (a.title, b.title) = ("Inbox", "Message")
        clock.run { interaction.update(0.5) }
        clock.advance(to: 3)
        let itemViews = nav.navigationBar.subviews.compactMap { $0 as? NavigationItemView }
        #expect(itemViews.count == 2)
        // The incoming title fades in on the transition's easeInEaseOut, held where the finger is.
        let incoming = itemViews.last.map { presentedDouble($0.titleLabel.layer, "opacity") } ?? -1
        #expect(abs(incoming - CAMediaTimingFunction.easeInEaseOut.value(at: 0.5)) < 1e-3)
        clock.run { interaction.cancel() }
        clock.advance(to: 6)
        #expect(nav.navigationBar.topItem === b.navigationItem && nav.navigationBar.backItem === a.navigationItem)
        #expect(nav.navigationBar.subviews.compactMap { $0 as? NavigationItemView }.count == 1)
        _ = delegate
    }

    @Test("cancel runs back over percent · duration on the completion curve, then restores everything")
    func cancelRestores() {
        let animator = SlideAnimator(duration: 2)
        let (clock, nav, a, b, interaction, delegate) = interactivePop(animator: animator)
        clock.run { interaction.update(0.6) }
        clock.advance(to: 1)
        #expect(abs(presentedDouble(b.view.layer, "opacity") - 0.7) < 1e-6)
        clock.run { interaction.cancel() }
        // Back from 60 % over 1.2 s on easeInEaseOut: half way in time is half way back.
        clock.advance(to: 1.6)
        #expect(abs(presentedDouble(b.view.layer, "opacity") - 0.85) < 1e-3)
        #expect(animator.endedWith == nil)
        clock.advance(to: 2.2)
        #expect(animator.endedWith == false)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === b && b.parent === nav)
        #expect(same(nav.transitionView.subviews, [b.view]) && a.view.superview == nil)
        #expect(b.view.alpha == 1 && presentedDouble(b.view.layer, "opacity") == 1)
        #expect(b.appearance == .appeared && a.appearance == .disappeared)
        _ = delegate
    }

    @Test("finish runs on over the rest of the duration / completionSpeed and completes")
    func finishCompletes() {
        let animator = SlideAnimator(duration: 2)
        let (clock, nav, a, b, interaction, delegate) = interactivePop(animator: animator)
        interaction.completionSpeed = 2
        interaction.completionCurve = .linear
        clock.run { interaction.update(0.5) }
        clock.advance(to: 1)
        clock.run { interaction.finish() }
        // The remaining second of the animation plays in half a second.
        clock.advance(to: 1.25)
        #expect(abs(presentedDouble(a.view.layer, "position.x") - (187.5 + 0.25 * 375)) < 1e-6)
        clock.advance(to: 1.5)
        #expect(animator.endedWith == true && nav.viewControllers.count == 1 && b.parent == nil)
        #expect(same(nav.transitionView.subviews, [a.view]))
        _ = delegate
    }

    @Test("a CAShapeLayer path animation scrubs with the transition")
    func shapeLayerPath() {
        final class MaskAnimator: UIViewControllerAnimatedTransitioning {
            let small = BezierPath(ovalIn: CGRect(x: 100, y: 100, width: 10, height: 10))
            let big = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 210, height: 210))
            let mask = CAShapeLayer()
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                let toView = transitionContext.view(forKey: .to)!
                transitionContext.containerView.addSubview(toView)
                mask.path = CGPath(big)
                toView.layer.mask = mask
                let grow = CABasicAnimation(keyPath: "path")
                grow.fromValue = small
                grow.toValue = big
                grow.duration = 1
                grow.completion = { _ in
                    toView.layer.mask = nil
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                }
                mask.add(grow, forKey: "path")
            }
        }
        let animator = MaskAnimator()
        let (clock, nav, a, _, interaction, delegate) = interactivePop(animator: animator)
        clock.run { interaction.update(0.5) }
        clock.advance(to: 3)
        let presented = a.view.layer.presentationTree().mask as! CAShapeLayer
        let bounds = presented.path!.bezierPath.controlPointBounds
        #expect(abs(bounds.width - 110) < 1e-6 && abs(bounds.minX - 50) < 1e-6)
        clock.run { interaction.finish() }
        clock.advance(to: 4)
        #expect(nav.viewControllers.count == 1 && a.view.layer.mask == nil)
        _ = delegate
    }

    @Test("a cancelled interactive dismissal leaves the presentation as it was")
    func cancelledDismissal() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = TransitioningDelegateStub(animator: SlideAnimator(duration: 1))
        delegate.interaction = interaction
        let (clock, (window, a, b)) = onClock { () -> (UIWindow, LoggingController, LoggingController) in
            let a = LoggingController("A"), b = LoggingController("B")
            let window = makeWindow(root: a)
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: false)
            b.transitioningDelegate = delegate
            b.dismiss(animated: true)
            interaction.update(0.5)
            return (window, a, b)
        }
        clock.advance(to: 1)
        let container = window.subviews.last!
        #expect(same(container.subviews, [b.view, a.view]))
        clock.run { interaction.cancel() }
        clock.advance(to: 2)
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(same(window.subviews, [container]) && same(container.subviews, [b.view]))
        #expect(a.view.superview == nil && b.view.alpha == 1)
        #expect(a.appearance == .disappeared && b.appearance == .appeared)
    }

    @Test func anInteractionControllerMayOverrideTheDuration() {
        final class Fixed: UIPercentDrivenInteractiveTransition {
            override var duration: CGFloat { 2 }
        }
        #expect(Fixed().duration == 2)
        #expect(UIPercentDrivenInteractiveTransition().duration == 0)
    }
}
