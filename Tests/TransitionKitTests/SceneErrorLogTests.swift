import Testing
@testable import TransitionKit

/// Inside `SceneErrorLog.collect`, a scene's mistakes are recorded with the call that made them,
/// the scene is left as it was, and the program goes on.
@Suite struct SceneErrorLogTests {
    @Test(arguments: [Double.nan, -1])
    func anAnimationWithABadDurationIsNotAdded(duration: Double) {
        let layer = Layer()
        let errors = SceneErrorLog.collect {
            Clock().run { layer.add(basic("opacity", from: 0, to: 1, duration: duration), forKey: "fade") }
        }
        #expect(layer.animationKeys().isEmpty)
        guard case .animationRejected(let call, let reason) = errors.first, errors.count == 1 else {
            Issue.record("expected one rejected animation, got \(errors)")
            return
        }
        #expect(call == "Layer.add(_:forKey: \"fade\")")
        #expect(reason.contains("duration"))
    }

    @Test func viewAnimateWithABadDurationAppliesItsChangesAtOnce() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let errors = SceneErrorLog.collect {
            Clock().run { View.animate(withDuration: .infinity) { view.alpha = 0.5 } }
        }
        #expect(errors == [.invalidValue(call: "View.animate", problem: "needs a finite duration ≥ 0, got inf")])
        #expect(view.alpha == 0.5)
        #expect(view.layer.animationKeys().isEmpty)
    }

    @Test func aSpringWithANaNDampingIsRejected() {
        let errors = SceneErrorLog.collect {
            Clock().run {
                View.animate(withDuration: 0.3, usingSpringWithDamping: .nan, initialSpringVelocity: 0, animations: {})
            }
        }
        #expect(errors.map(\.description) == ["View.animate needs a finite dampingRatio, got nan"])
    }

    @Test func aCycleLeavesTheTreeAsItWas() {
        let (root, child) = (Layer(), Layer())
        let (window, card) = (View(frame: .zero), View(frame: .zero))
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
        let clock = Clock(time: 1)
        let errors = SceneErrorLog.collect {
            clock.advance(to: .nan)
            clock.advance(to: 0.5)
            clock.advance(by: -1)
            let layer = Layer()
            layer.speed = .nan
            #expect(layer.speed == 1)
        }
        #expect(clock.time == 1)
        #expect(errors.count == 4)
        #expect(errors[1].description == "Clock.advance(to:) needs a finite time no earlier than now (1.0), got 0.5")
    }

    @Test func animatingOutsideAClockIsNamed() {
        let errors = SceneErrorLog.collect { Layer().add(basic("opacity", from: 0, to: 1), forKey: nil) }
        #expect(errors == [.noClock(call: "Layer.add(_:forKey: nil)")])
    }

    @Test func keyframesWithABadDurationApplyTheirChangesAtOnce() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let errors = SceneErrorLog.collect {
            Clock().run { View.animateKeyframes(withDuration: -1, animations: { view.alpha = 0.25 }) }
        }
        #expect(errors.count == 1 && view.alpha == 0.25 && view.layer.animationKeys().isEmpty)
    }

    /// Values iOS accepts without complaint are taken as iOS takes them, not stopped.
    @Test func valuesIOSAcceptsAreTakenAsItTakesThem() {
        // A size worked out from bounds a view does not have yet.
        #expect(Font.systemFont(ofSize: 0).pointSize == 12)
        // Control points past the unit square are pulled back to it.
        let overshoot = TimingFunction(controlPoints: -0.2, 0.5, 1.4, 1.2)
        #expect(overshoot.controlPoint1.x == 0 && overshoot.controlPoint2.x == 1 && overshoot.controlPoint2.y == 1.2)
        // A "below" sibling that is not a subview: the view goes on top.
        let container = View(), stranger = View(), onTop = View(), incoming = View()
        container.addSubview(onTop)
        container.insertSubview(incoming, belowSubview: stranger)
        #expect(container.subviews.last === incoming)
    }
}
