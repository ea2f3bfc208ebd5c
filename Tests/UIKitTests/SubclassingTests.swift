import Foundation
import Testing
import UIKit

/// The points iOS code overrides and the comparisons it makes, as UIKit and Core Animation
/// offer them.
@Suite struct SubclassingTests {
    final class ShimmerLayer: CALayer {
        let gradient = CAGradientLayer()
        var layouts = 0
        override init() {
            super.init()
            addSublayer(gradient)
        }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { return nil }
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            gradient.frame = bounds.insetBy(dx: 4, dy: 4)
        }
    }

    /// Core Animation lays a layer out after its size changes or `setNeedsLayout()` at its next
    /// `layoutIfNeeded()` or commit, not in the setter: Apple's `CALayer.setNeedsLayout()` says
    /// the system calls it "when the layer's bounds change", and `layoutSublayers()` runs
    /// "during the next update cycle".
    @Test func aLayerLaysOutItsSublayersWhenItsSizeChangesOrWhenAskedTo() {
        let layer = ShimmerLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(layer.layouts == 0 && layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.gradient.frame == CGRect(x: 4, y: 4, width: 92, height: 32))
        layer.position = CGPoint(x: 300, y: 300)
        #expect(layer.layouts == 1)
        layer.layoutIfNeeded()
        #expect(layer.layouts == 1)
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.layouts == 2 && !layer.needsLayout())
        // As at a Core Animation commit, the next presentation lays out what asked for it.
        layer.setNeedsLayout()
        _ = layer.presentation()
        #expect(layer.layouts == 3)
    }

    final class Badge: UIView {
        var windowMoves: [UIWindow?] = []
        var frameChanges = 0
        override var frame: CGRect { didSet { frameChanges += 1 } }
        override func didMoveToWindow() {
            super.didMoveToWindow()
            windowMoves.append(window)
        }
    }

    @Test func viewsHearWhenTheyJoinOrLeaveAWindowButNotWhenTheyMoveWithinOne() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let (card, shelf, badge) = (UIView(), UIView(), Badge())
        card.addSubview(badge)
        #expect(badge.windowMoves.isEmpty)
        window.addSubview(card)
        window.addSubview(shelf)
        #expect(badge.windowMoves.count == 1 && badge.windowMoves[0] === window)
        shelf.addSubview(badge)
        #expect(badge.windowMoves.count == 1)
        card.removeFromSuperview()
        shelf.removeFromSuperview()
        #expect(badge.windowMoves.count == 2 && badge.windowMoves[1] == nil)
        badge.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(badge.frameChanges == 1)
    }

    final class Card: UIViewController {
        var dismissals = 0
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            dismissals += 1
            super.dismiss(animated: flag, completion: completion)
        }
    }

    @Test func controllersCompareByIdentityAndTheirOverridesAreCalled() {
        let home = UIViewController(), card = Card()
        let window = showInWindow(home)
        VirtualClock().run {
            home.present(card, animated: false)
            // The usual "am I presenting?" test in an animator.
            #expect(card.presentingViewController == home)
            #expect(card.presentingViewController != card)
            #expect(Set([home, card, home]).count == 2)
            card.dismiss(animated: false)
        }
        #expect(card.dismissals == 1)
        #expect(home.presentedViewController == nil)
        #expect(card.supportedInterfaceOrientations == .portrait)
        _ = window
    }

    @Test func aTabBarControllersControllersAreOptionalAsInUIKit() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        tabs.viewControllers = [UIViewController(), UIViewController()]
        #expect(tabs.viewControllers!.count == 2)
        tabs.viewControllers = nil
        #expect(tabs.selectedViewController == nil)
    }

    @Test func aLabelGivenNoFontGoesBackToTheSystemFont() {
        let label = UILabel()
        label.font = UIFont(name: "Avenir-Heavy", size: 30)
        #expect(label.font.pointSize == 30)
        label.font = nil
        #expect(label.font.pointSize == 17)
    }

    @Test func olderSDKNamesStillMeanWhatTheyMeant() {
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.repeatCount = HUGE
        #expect(pulse.repeatCount >= .greatestFiniteMagnitude)
        #expect(UIDeviceOrientationIsPortrait(.portrait) && !UIInterfaceOrientationIsLandscape(.portrait))
        #expect(UIOffsetMake(2, 3) == UIOffset(horizontal: 2, vertical: 3))
        #expect(Double(NSEC_PER_SEC) * 0.5 == 500_000_000)
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    }
}

/// Animations copy as `NSCopying` copies them.
@Suite struct AnimationCopyTests {
    @Test func aCopyHasTheSameSettingsAndChangesApart() throws {
        let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
        pulse.values = [1, 1.2, 1]
        pulse.keyTimes = [0, 0.5, 1]
        pulse.duration = 0.8
        pulse.repeatCount = .infinity
        pulse.calculationMode = .cubic
        let copy = try #require(pulse.copy() as? CAKeyframeAnimation)
        #expect(copy.keyPath == "transform.scale" && copy.duration == 0.8 && copy.repeatCount == .infinity)
        #expect(copy.keyTimes == [0, 0.5, 1] && copy.calculationMode == .cubic && copy.values?.count == 3)
        copy.duration = 2
        #expect(pulse.duration == 0.8)

        let group = CAAnimationGroup()
        group.animations = [pulse, CABasicAnimation(keyPath: "opacity")]
        let groupCopy = try #require(group.copy() as? CAAnimationGroup)
        #expect(groupCopy.animations?.count == 2 && groupCopy.animations?.first !== pulse)
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.damping = 7
        #expect((spring.copy() as? CASpringAnimation)?.damping == 7)
    }
}

/// Controls as custom buttons subclass them: the highlight a press animates, the tracking calls.
@Suite struct ControlTests {
    final class BounceButton: UIButton {
        var highlights: [Bool] = []
        override var isHighlighted: Bool {
            didSet {
                highlights.append(isHighlighted)
                UIView.animate(withDuration: 0.1) {
                    self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.9, y: 0.9) : .identity
                }
            }
        }
    }

    final class Knob: UIControl {
        var tracked: [String] = []
        var value = 0
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            tracked.append("begin")
            return true
        }
        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            tracked.append("end")
            value += 1
            sendActions(for: .valueChanged)
        }
    }

    final class Target {
        var taps = 0, changes = 0
        func tapped() { taps += 1 }
        func changed(_ knob: Knob) { changes = knob.value }
    }

    @Test func aPlayedTapHighlightsTracksAndSendsTheControlsActions() {
        let button = BounceButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let knob = Knob(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let target = Target()
        button.addTarget(target, action: Selector("tapped", Target.tapped), for: .touchUpInside)
        knob.addTarget(target, action: Selector("changed(_:)", Target.changed(_:)), for: .valueChanged)
        let clock = onClock {
            button.playTap()
            knob.playTap()
        }
        clock.advance(to: 0.05)
        #expect(button.isHighlighted && button.state == .highlighted && target.taps == 0)
        // Half way through the press-down animation.
        #expect(abs((button.layer.presentation()?.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0) - 0.95) < 1e-6)
        clock.advance(to: 0.3)
        #expect(button.highlights == [true, false] && target.taps == 1)
        #expect(knob.tracked == ["begin", "end"] && target.changes == 1)
        button.isEnabled = false
        clock.run { button.playTap() }
        clock.advance(to: 1)
        #expect(target.taps == 1 && button.state == .disabled)
    }
}

/// A scroll view scrolled by a played drag, as a finger scrolls it.
@Suite struct ScrollViewDragTests {
    final class Watcher: NSObject, UIScrollViewDelegate {
        var log: [String] = []
        var offsets: [CGFloat] = []
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("begin") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            log.append("end \(velocity.y > 0 ? "up" : "down")")
        }
    }

    @Test func aPlayedDragScrollsTheContentAndStretchesPastTheTop() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 1200)
        let watcher = Watcher()
        scroll.delegate = watcher
        let clock = onClock {
            // The finger moves up 300 points: the content scrolls down by as much.
            scroll.panGestureRecognizer.play(.init(from: CGPoint(x: 160, y: 400), samples: [(0.2, CGPoint(x: 0, y: -300))]))
        }
        clock.advance(to: 0.3)
        #expect(scroll.contentOffset.y == 300 && !scroll.isDragging)
        #expect(watcher.log == ["begin", "end up"] && watcher.offsets.last == 300)
        clock.run {
            // Down 150 past the top: the content follows a third as far, then springs back.
            scroll.panGestureRecognizer.play(.init(from: CGPoint(x: 160, y: 100), samples: [(0.2, CGPoint(x: 0, y: 450))]))
        }
        clock.advance(to: 0.55)
        #expect(watcher.offsets.contains { abs($0 + 50) < 1e-9 })
        clock.advance(to: 2)
        #expect(scroll.contentOffset.y == 0)
    }

    /// An "instant" pan, as interactive animators write one (after the strip line has made its
    /// `import UIKit.UIGestureRecognizerSubclass` plain `import UIKit`): it begins as the finger
    /// lands, so a running animation can be caught before the finger moves.
    final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
        var phases: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            phases.append("began")
            if state == .began { return }
            super.touchesBegan(touches, with: event)
            state = .began
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            phases.append("moved")
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            phases.append("ended")
            super.touchesEnded(touches, with: event)
        }
        override func reset() {
            super.reset()
            phases.append("reset")
        }
    }

    @Test func aGestureRecognizerSubclassSeesThePlayedTouchesAndSetsItsState() {
        let pan = InstantPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.addGestureRecognizer(pan)
        let clock = onClock {
            pan.play(.init(from: CGPoint(x: 10, y: 10), samples: [(0.05, CGPoint(x: 30, y: 0))]))
        }
        clock.advance(to: 0.1)
        #expect(pan.phases.first == "began" && pan.phases.suffix(2) == ["ended", "reset"])
        #expect(pan.phases.filter { $0 == "moved" }.count == 2, "a move every 60th of a second")
        #expect(states.first == .began && states.filter { $0 == .began }.count == 1, "setting .began again sends nothing")
        #expect(states.last == .ended)
        #expect(pan.state == .possible, "possible again once the gesture has ended")
        #expect(pan.translation(in: view).x == 30)
    }

    @Test func aRecognizerTheDelegateStopsStaysFailedUntilTheFingerLifts() {
        final class Refuser: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let refuser = Refuser()
        let pan = UIPanGestureRecognizer()
        pan.delegate = refuser
        var actions = 0
        pan.addTarget { _ in actions += 1 }
        let clock = onClock {
            pan.play(.init(from: .zero, samples: [(0.1, CGPoint(x: 50, y: 0))]))
        }
        clock.advance(to: 0.05)
        #expect(pan.state == .failed)
        clock.advance(to: 0.2)
        #expect(actions == 0)
        #expect(pan.state == .possible)
    }
}
