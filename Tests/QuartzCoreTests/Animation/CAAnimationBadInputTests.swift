import Foundation
import Testing
@testable import QuartzCore

/// Every bad input is a clear error, never a silent no-op.
@Suite struct CAAnimationBadInputTests {
    func error(_ animation: CAAnimation, on layer: CALayer = CALayer()) -> AnimationError? {
        do {
            try animation.validate(for: layer)
            return nil
        } catch let error as AnimationError {
            return error
        } catch {
            return nil
        }
    }

    @Test(arguments: [Double.nan, .infinity, -1])
    func badDurationsAreRejected(duration: Double) {
        let a = basic("opacity", from: 0, to: 1, duration: duration)
        let e = error(a)
        #expect(e?.description.contains("duration") == true)
        if case .invalidTiming(let property, _) = e { #expect(property == "duration") } else { Issue.record("got \(String(describing: e))") }
    }

    @Test func badSpeedsRepeatsAndTimesAreRejected() {
        for (name, configure) in [
            ("speed", { (a: CABasicAnimation) in a.speed = -1 }),
            ("speed", { $0.speed = .nan }),
            ("repeatCount", { $0.repeatCount = .nan }),
            ("repeatCount", { $0.repeatCount = -2 }),
            ("beginTime", { $0.beginTime = .infinity }),
            ("timeOffset", { $0.timeOffset = .nan }),
        ] as [(String, (CABasicAnimation) -> Void)] {
            let a = basic("opacity", from: 0, to: 1)
            configure(a)
            guard case .invalidTiming(let property, _) = error(a) else {
                Issue.record("\(name): expected an invalid timing error")
                continue
            }
            #expect(property == name)
        }
    }

    @Test func unknownKeyPathsNameTheKnownOnes() {
        let e = error(basic("opacityy", from: 0, to: 1))
        #expect(e == .unknownKeyPath("opacityy"))
        #expect(e?.description.contains("\"opacity\"") == false && e?.description.contains("opacity,") == true)
    }

    @Test func shapeKeyPathsNeedAShapeLayer() {
        let e = error(basic("path", from: BezierPath(), to: BezierPath()), on: CALayer())
        #expect(e == .keyPathNeedsLayerClass(keyPath: "path", layerClass: "CAShapeLayer", actual: "CALayer"))
        #expect(error(basic("path", from: BezierPath(), to: BezierPath()), on: CAShapeLayer()) == nil)
    }

    @Test func valuesOfTheWrongTypeAreRejected() {
        #expect(error(basic("position", from: 3.0, to: 4.0))
            == .mismatchedValue(keyPath: "position", role: "fromValue", expected: [.point], actual: .double))
        #expect(error(basic("opacity", from: 0.0, to: CGPoint(x: 1, y: 1)))
            == .mismatchedValue(keyPath: "opacity", role: "toValue", expected: [.double], actual: .point))
        // "transform.scale" takes a number or a point, but not both in one animation.
        #expect(error(basic("transform.scale", from: 1.0, to: CGPoint(x: 1, y: 1)))
            == .mismatchedValue(keyPath: "transform.scale", role: "toValue", expected: [.double], actual: .point))
        let keyframes = CAKeyframeAnimation(keyPath: "backgroundColor")
        keyframes.values = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), 0.5]
        #expect(error(keyframes) == .mismatchedValue(keyPath: "backgroundColor", role: "values[1]", expected: [.color], actual: .double))
    }

    @Test func nonFiniteValuesAreRejected() {
        #expect(error(basic("opacity", from: 0, to: Double.nan)) == .nonFiniteValue(keyPath: "opacity", role: "toValue"))
        #expect(error(basic("position", from: CGPoint(x: 0, y: Double.infinity), to: CGPoint.zero))?.description
            .contains("fromValue of the \"position\" animation is not finite") == true)
    }

    @Test func animationsWithNothingToAnimateAreRejected() {
        #expect(error(CABasicAnimation(keyPath: "opacity"))?.description.contains("no fromValue, toValue or byValue") == true)
        #expect(error(CAKeyframeAnimation(keyPath: "opacity"))?.description.contains("has no values") == true)
    }

    @Test func keyframeTimingMustFitTheValues() {
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = [0.0, 1, 0]
        a.keyTimes = [0, 1]
        #expect(error(a)?.description.contains("2 keyTimes for 3 values") == true)
        a.keyTimes = [0, 0.7, 0.5]
        #expect(error(a)?.description.contains("must rise") == true)
        a.keyTimes = nil
        a.timingFunctions = [.easeIn]
        #expect(error(a)?.description.contains("one per segment (2)") == true)
    }

    @Test func pathsCannotBeAdded() {
        let a = basic("path", from: BezierPath(), to: BezierPath())
        a.isAdditive = true
        #expect(error(a, on: CAShapeLayer()) == .notAddable(keyPath: "path"))
    }

    @Test func groupsReportTheirChildrensErrors() {
        let group = CAAnimationGroup()
        group.animations = [basic("opacity", from: 0, to: 1), basic("nope", from: 0, to: 1)]
        #expect(error(group) == .unknownKeyPath("nope"))
    }

    @Test func addingABadAnimationStops() async {
        await #expect(processExitsWith: .failure) {
            let layer = CALayer()
            let a = CABasicAnimation(keyPath: "opacity")
            a.duration = -1
            a.toValue = 1
            VirtualClock().run { layer.add(a, forKey: "bad") }
        }
    }

    @Test func addingOutsideAClockStops() async {
        await #expect(processExitsWith: .failure) {
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 1
            CALayer().add(a, forKey: "no clock")
        }
    }

    @Test func clockTimeOnlyMovesForward() async {
        await #expect(processExitsWith: .failure) {
            let clock = VirtualClock()
            clock.advance(to: 1)
            clock.advance(to: 0.5)
        }
        await #expect(processExitsWith: .failure) { VirtualClock().advance(to: .infinity) }
    }

    @Test func springsRejectBadParameters() async {
        await #expect(processExitsWith: .failure) { _ = Spring(duration: -1, dampingRatio: 0.5) }
        await #expect(processExitsWith: .failure) { _ = Spring(mass: 1, stiffness: .nan, damping: 10) }
        await #expect(processExitsWith: .failure) { _ = Spring(mass: 1, stiffness: 100, damping: 0) }
    }

    @Test func anAnimationMadeWithoutAKeyPathRunsOnceGivenOne() {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        let shake = CAKeyframeAnimation()
        #expect(shake.keyPath == nil)
        shake.keyPath = "position.x"
        shake.values = [0, 10, -10, 10, 0]
        shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        shake.duration = 0.4
        shake.isAdditive = true
        guard let keyPath = shake.keyPath else { Issue.record("the key path was not kept"); return }
        #expect(keyPath == "position.x")
        let clock = onClock { layer.add(shake, forKey: "shake") }
        clock.advance(to: 0.1)
        #expect(abs(layer.presentation()!.position.x - 110) < 1e-9, "a quarter through: +10 on the model's 100")
        clock.advance(to: 0.2)
        #expect(abs(layer.presentation()!.position.x - 90) < 1e-9)
    }

    @Test func anAnimationStillWithoutAKeyPathIsReportedByName() {
        let errors = SceneErrorLog.collect {
            _ = onClock { CALayer().add(CABasicAnimation(), forKey: "fade") }
        }
        #expect(errors.count == 1)
        #expect("\(errors)".contains("has no key path"))
    }
}
