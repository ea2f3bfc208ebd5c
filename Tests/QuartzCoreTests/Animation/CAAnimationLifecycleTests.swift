import Foundation
import Testing
@testable import QuartzCore

@Suite struct CAAnimationLifecycleTests {
    @Test func delegateHearsFinishedAtTheEndAndTheAnimationIsGone() {
        let layer = CALayer()
        let clock = VirtualClock()
        let recorder = StopRecorder(clock: clock, name: "a")
        let animation = basic("opacity", from: 0, to: 1, duration: 0.8)
        animation.delegate = recorder
        clock.run { layer.add(animation, forKey: "fade") }
        #expect(layer.animation(forKey: "fade") === animation)
        clock.advance(to: 1)
        #expect(recorder.stops.map(\.time) == [0.8] && recorder.stops.map(\.finished) == [true])
        #expect(layer.animation(forKey: "fade") == nil)
    }

    @Test func removingEarlyReportsUnfinishedOnTheNextStep() {
        let layer = CALayer()
        let clock = VirtualClock()
        let recorder = StopRecorder(clock: clock, name: "a")
        let animation = basic("opacity", from: 0, to: 1)
        animation.delegate = recorder
        clock.run { layer.add(animation, forKey: "fade") }
        clock.advance(to: 0.4)
        layer.removeAnimation(forKey: "fade")
        #expect(recorder.stops.isEmpty)
        clock.advance(to: 0.5)
        #expect(recorder.stops.map(\.finished) == [false])
        #expect(recorder.stops.map(\.time) == [0.4])
        clock.advance(to: 2)
        #expect(recorder.stops.count == 1)
    }

    @Test func replacingUnderTheSameKeyStopsTheOldOne() {
        let layer = CALayer()
        var log: [String] = []
        let (clock, _) = onClock {
            let first = basic("opacity", from: 0, to: 1)
            first.completion = { log.append("first \($0)") }
            layer.add(first, forKey: "k")
            let second = basic("opacity", from: 1, to: 0)
            second.completion = { log.append("second \($0)") }
            layer.add(second, forKey: "k")
        }
        #expect(layer.animationKeys() == ["k"])
        clock.advance(to: 2)
        #expect(log == ["first false", "second true"])
    }

    @Test func removeAllAnimationsStopsEveryOne() {
        let layer = CALayer()
        var stopped = 0
        let (clock, _) = onClock {
            for key in ["a", "b"] {
                let a = basic("opacity", from: 0, to: 1)
                a.completion = { if !$0 { stopped += 1 } }
                layer.add(a, forKey: key)
            }
        }
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        clock.advance(to: 0)
        #expect(stopped == 2)
    }

    @Test func keptAnimationsReportTheirEndAndStay() {
        let layer = CALayer()
        var finished: [Bool] = []
        let (clock, _) = onClock {
            let a = basic("opacity", from: 0, to: 1)
            a.isRemovedOnCompletion = false
            a.fillMode = .forwards
            a.completion = { finished.append($0) }
            layer.add(a, forKey: "kept")
        }
        clock.advance(to: 3)
        #expect(finished == [true])
        layer.removeAnimation(forKey: "kept")
        clock.advance(to: 4)
        #expect(finished == [true])
    }

    @Test func oneAnimationOnTwoLayersRunsOnEach() {
        let a = CALayer(), b = CALayer()
        let animation = basic("opacity", from: 0, to: 1, duration: 1)
        var stops = 0
        animation.completion = { _ in stops += 1 }
        let (clock, _) = onClock { a.add(animation, forKey: "x") }
        clock.advance(to: 0.5)
        clock.run { b.add(animation, forKey: "x") }
        clock.advance(to: 0.75)
        #expect(abs(presentedDouble(a, "opacity") - 0.75) < 1e-12)
        #expect(abs(presentedDouble(b, "opacity") - 0.25) < 1e-12)
        clock.advance(to: 2)
        #expect(stops == 2)
    }
}
