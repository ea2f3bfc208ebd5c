import Foundation
import Testing
@testable import QuartzCore

/// Presented values part-way through, with every timing control.
@Suite struct CAMediaTimingTests {
    func opacity(of layer: CALayer, at time: TimeInterval, on clock: VirtualClock) -> Double {
        clock.advance(to: time)
        return presentedDouble(layer, "opacity")
    }

    func run(_ configure: (CABasicAnimation) -> Void) -> (VirtualClock, CALayer) {
        let layer = CALayer()
        layer.opacity = 0.5
        let animation = basic("opacity", from: 0, to: 1, duration: 1)
        configure(animation)
        let (clock, _) = onClock { layer.add(animation, forKey: "a") }
        return (clock, layer)
    }

    @Test func timingFunctionEasesEachPass() {
        let (clock, layer) = run { $0.timingFunction = .easeIn }
        #expect(abs(opacity(of: layer, at: 0.3, on: clock) - CAMediaTimingFunction.easeIn.value(at: 0.3)) < 1e-12)
    }

    @Test func fillModeRemovedShowsTheModelAfterTheEnd() {
        let (clock, layer) = run { _ in }
        #expect(opacity(of: layer, at: 0.999, on: clock) > 0.99)
        #expect(opacity(of: layer, at: 1, on: clock) == 0.5)
    }

    @Test func fillModeForwardsHoldsTheEndWhenKept() {
        let (clock, layer) = run {
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        #expect(opacity(of: layer, at: 5, on: clock) == 1)
        #expect(layer.animationKeys() == ["a"])
    }

    @Test(arguments: [CAMediaTimingFillMode.backwards, .both, .removed, .forwards])
    func backwardsFillShowsTheStartBeforeADelayedBegin(mode: CAMediaTimingFillMode) {
        let (clock, layer) = run {
            $0.beginTime = 0.5
            $0.fillMode = mode
        }
        let expected = mode == .backwards || mode == .both ? 0 : 0.5
        #expect(opacity(of: layer, at: 0.25, on: clock) == expected)
        #expect(abs(opacity(of: layer, at: 0.75, on: clock) - 0.25) < 1e-12)
    }

    @Test func repeatsRestartEachPass() {
        let (clock, layer) = run { $0.repeatCount = 2 }
        #expect(abs(opacity(of: layer, at: 1.25, on: clock) - 0.25) < 1e-12)
        #expect(opacity(of: layer, at: 2, on: clock) == 0.5)
    }

    @Test func aFractionalRepeatStopsPartWay() {
        let (clock, layer) = run {
            $0.repeatCount = 1.5
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        #expect(abs(opacity(of: layer, at: 1.25, on: clock) - 0.25) < 1e-12)
        #expect(abs(opacity(of: layer, at: 3, on: clock) - 0.5) < 1e-12)
    }

    @Test func autoreverseRunsBackAndEndsAtTheStart() {
        var endedAt: TimeInterval?
        let (clock, layer) = run {
            $0.autoreverses = true
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
            $0.completion = { _ in endedAt = VirtualClock.now }
        }
        #expect(abs(opacity(of: layer, at: 0.75, on: clock) - 0.75) < 1e-12)
        #expect(abs(opacity(of: layer, at: 1.25, on: clock) - 0.75) < 1e-12)
        #expect(abs(opacity(of: layer, at: 1.75, on: clock) - 0.25) < 1e-12)
        #expect(opacity(of: layer, at: 3, on: clock) == 0)
        #expect(endedAt == 2)
    }

    @Test func speedScalesTheTimeline() {
        var endedAt: TimeInterval?
        let (clock, layer) = run {
            $0.speed = 2
            $0.completion = { _ in endedAt = VirtualClock.now }
        }
        #expect(abs(opacity(of: layer, at: 0.25, on: clock) - 0.5) < 1e-12)
        clock.advance(to: 1)
        #expect(endedAt == 0.5)
    }

    @Test func timeOffsetStartsPartWayAndWraps() {
        let (clock, layer) = run { $0.timeOffset = 0.25 }
        #expect(abs(opacity(of: layer, at: 0, on: clock) - 0.25) < 1e-12)
        #expect(abs(opacity(of: layer, at: 0.5, on: clock) - 0.75) < 1e-12)
        #expect(abs(opacity(of: layer, at: 0.85, on: clock) - 0.1) < 1e-12)
        #expect(opacity(of: layer, at: 1, on: clock) == 0.5)
    }

    @Test func aStoppedAnimationHoldsItsOffset() {
        let (clock, layer) = run {
            $0.speed = 0
            $0.timeOffset = 0.4
        }
        #expect(abs(opacity(of: layer, at: 10, on: clock) - 0.4) < 1e-12)
    }

    @Test func aPausedLayerHoldsItsSubtreeAndResumesWhereItStopped() {
        let container = CALayer(), child = CALayer()
        container.addSublayer(child)
        var endedAt: TimeInterval?
        let (clock, _) = onClock {
            let a = basic("position.x", from: 0, to: 100, duration: 1)
            a.completion = { _ in endedAt = VirtualClock.now }
            child.add(a, forKey: "move")
        }
        clock.advance(to: 0.3)
        // Core Animation's pause: stop the layer's time at its current local time.
        container.timeOffset = container.convertTime(clock.time, from: nil)
        container.speed = 0
        clock.advance(to: 2)
        #expect(abs(presentedDouble(child, "position.x") - 30) < 1e-9)
        #expect(endedAt == nil)
        // …and resume.
        let paused = container.timeOffset
        container.speed = 1
        container.timeOffset = 0
        container.beginTime = 0
        container.beginTime = container.convertTime(clock.time, from: nil) - paused
        clock.advance(to: 2.35)
        #expect(abs(presentedDouble(child, "position.x") - 65) < 1e-9)
        clock.advance(to: 5)
        #expect(abs(endedAt! - 2.7) < 1e-9)
    }

    @Test func zeroDurationEndsAtOnce() {
        let (clock, layer) = run {
            $0.duration = 0
            $0.fillMode = .forwards
            $0.isRemovedOnCompletion = false
        }
        #expect(opacity(of: layer, at: 0, on: clock) == 1)
    }
}
