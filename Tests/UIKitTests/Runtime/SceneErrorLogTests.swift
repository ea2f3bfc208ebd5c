import Testing
@testable import UIKit

/// Inside `SceneErrorLog.collect`, a scene's mistakes are recorded with the call that made them,
/// the scene is left as it was, and the program goes on.
@Suite struct SceneErrorLogTests {
    @Test(arguments: [Double.nan, -1])
    func anAnimationWithABadDurationIsNotAdded(duration: Double) {
        let layer = CALayer()
        let errors = SceneErrorLog.collect {
            VirtualClock().run { layer.add(basic("opacity", from: 0, to: 1, duration: duration), forKey: "fade") }
        }
        #expect(layer.animationKeys() == nil)
        guard case .animationRejected(let call, let reason) = errors.first, errors.count == 1 else {
            Issue.record("expected one rejected animation, got \(errors)")
            return
        }
        #expect(call == "CALayer.add(_:forKey: \"fade\")")
        #expect(reason.contains("duration"))
    }

    @Test func viewAnimateWithABadDurationAppliesItsChangesAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let errors = SceneErrorLog.collect {
            VirtualClock().run { UIView.animate(withDuration: .infinity) { view.alpha = 0.5 } }
        }
        #expect(errors == [.invalidValue(call: "UIView.animate", problem: "needs a finite duration ≥ 0, got inf")])
        #expect(view.alpha == 0.5)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func aSpringWithANaNDampingIsRejected() {
        let errors = SceneErrorLog.collect {
            VirtualClock().run {
                UIView.animate(withDuration: 0.3, usingSpringWithDamping: .nan, initialSpringVelocity: 0, animations: {})
            }
        }
        #expect(errors.map(\.description) == ["UIView.animate needs a finite dampingRatio, got nan"])
    }

    @Test func aCycleLeavesTheTreeAsItWas() {
        let (root, child) = (CALayer(), CALayer())
        let (window, card) = (UIView(frame: .zero), UIView(frame: .zero))
        let errors = SceneErrorLog.collect {
            root.addSublayer(child)
            child.addSublayer(root)
            window.addSubview(card)
            card.addSubview(window)
        }
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { if case .cycle = $0 { true } else { false } })
        #expect(child.superlayer === root && root.superlayer == nil)
        #expect(card.superview === window && window.superview == nil)
    }

    @Test func clockMistakesLeaveTheTimeAlone() {
        let clock = VirtualClock(time: 1)
        let errors = SceneErrorLog.collect {
            clock.advance(to: .nan)
            clock.advance(to: 0.5)
            clock.advance(by: -1)
            let layer = CALayer()
            layer.speed = .nan
            #expect(layer.speed == 1)
        }
        #expect(clock.time == 1)
        #expect(errors.count == 4)
        #expect(errors[1].description == "VirtualClock.advance(to:) needs a finite time no earlier than now (1.0), got 0.5")
    }

    @Test func animatingOutsideAClockIsNamed() {
        let errors = SceneErrorLog.collect { CALayer().add(basic("opacity", from: 0, to: 1), forKey: nil) }
        #expect(errors == [.noClock(call: "CALayer.add(_:forKey: nil)")])
    }

    @Test func keyframesWithABadDurationApplyTheirChangesAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let errors = SceneErrorLog.collect {
            VirtualClock().run { UIView.animateKeyframes(withDuration: -1, animations: { view.alpha = 0.25 }) }
        }
        #expect(errors.count == 1 && view.alpha == 0.25 && view.layer.animationKeys() == nil)
    }

    /// Values iOS accepts without complaint are taken as iOS takes them, not stopped.
    @Test func valuesIOSAcceptsAreTakenAsItTakesThem() {
        // A size worked out from bounds a view does not have yet.
        #expect(UIFont.systemFont(ofSize: 0).pointSize == 12)
        // Control points past the unit square are pulled back to it.
        let overshoot = CAMediaTimingFunction(controlPoints: -0.2, 0.5, 1.4, 1.2)
        #expect(overshoot.controlPoint1.x == 0 && overshoot.controlPoint2.x == 1 && Float(overshoot.controlPoint2.y) == 1.2)
        // A "below" sibling that is not a subview: the view goes on top.
        let container = UIView(), stranger = UIView(), onTop = UIView(), incoming = UIView()
        container.addSubview(onTop)
        container.insertSubview(incoming, belowSubview: stranger)
        #expect(container.subviews.last === incoming)
    }
}
