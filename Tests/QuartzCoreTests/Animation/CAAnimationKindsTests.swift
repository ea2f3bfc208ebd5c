import Foundation
import Testing
@testable import QuartzCore

/// Every kind of animation and value, part-way through.
@Suite struct CAAnimationKindsTests {
    @Test func missingEndsComeFromTheLayerAsInCoreAnimation() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 10)
        let (clock, _) = onClock {
            let fromOnly = CABasicAnimation(keyPath: "position.x")
            fromOnly.fromValue = 110
            layer.add(fromOnly, forKey: "x")
            let toOnly = CABasicAnimation(keyPath: "position.y")
            toOnly.toValue = 110
            layer.add(toOnly, forKey: "y")
        }
        clock.advance(to: 0.125)
        #expect(presented(layer, "position") == .point(CGPoint(x: 60, y: 60)))
    }

    @Test func byValuesMoveRelativeToTheOtherEnd() {
        let cases: [(from: Double?, to: Double?, by: Double, expected: Double)] = [
            (0, nil, 0.5, 0.25), (nil, 1, 0.5, 0.75), (nil, nil, 0.4, 0.4),
        ]
        for c in cases {
            let layer = CALayer()
            layer.opacity = 0.2
            let a = CABasicAnimation(keyPath: "opacity")
            (a.fromValue, a.toValue, a.byValue, a.duration) = (c.from, c.to, c.by, 1)
            let (clock, _) = onClock { layer.add(a, forKey: "o") }
            clock.advance(to: 0.5)
            #expect(abs(presentedDouble(layer, "opacity") - c.expected) < 1e-7, "opacity is a Float")
        }
    }

    @Test func theNewestAnimationOfAPropertyWinsAndRemovingItRevealsTheOlder() {
        let layer = CALayer()
        let (clock, _) = onClock {
            layer.add(basic("opacity", from: 0, to: 1), forKey: "old")
            layer.add(basic("opacity", from: 1, to: 0.5), forKey: "new")
        }
        clock.advance(to: 0.5)
        #expect(abs(presentedDouble(layer, "opacity") - 0.75) < 1e-12)
        layer.removeAnimation(forKey: "new")
        #expect(abs(presentedDouble(layer, "opacity") - 0.5) < 1e-12)
    }

    @Test func additiveAnimationsAddToWhatIsShown() {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        let (clock, _) = onClock {
            for (key, by) in [("a", 20.0), ("b", -60.0)] {
                let a = basic("position.x", from: 0, to: by)
                a.isAdditive = true
                layer.add(a, forKey: key)
            }
        }
        clock.advance(to: 0.5)
        #expect(abs(presentedDouble(layer, "position.x") - 80) < 1e-12)
    }

    @Test func springAnimationFollowsItsSpringAndEndsWhenSettled() {
        let layer = CALayer()
        let spring = Spring(mass: 1, stiffness: 200, damping: 12, initialVelocity: 0)
        var endedAt: TimeInterval?
        let (clock, _) = onClock {
            let a = CASpringAnimation(keyPath: "position.y", spring: spring)
            a.fromValue = 0
            a.toValue = 300
            a.completion = { _ in endedAt = VirtualClock.now }
            layer.add(a, forKey: "drop")
        }
        for t in [0.05, 0.2, 0.4] {
            clock.advance(to: t)
            #expect(abs(presentedDouble(layer, "position.y") - 300 * spring.value(at: t)) < 1e-9)
        }
        clock.advance(to: 10)
        #expect(endedAt == spring.settlingDuration)
    }

    @Test func keyframesPassThroughTheirValuesAtTheirKeyTimes() {
        let layer = CALayer()
        let (clock, _) = onClock {
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = [0.0, 100, 40]
            a.keyTimes = [0, 0.25, 1]
            a.timingFunctions = [.linear, .easeIn]
            a.duration = 2
            layer.add(a, forKey: "k")
        }
        clock.advance(to: 0.25)
        #expect(abs(presentedDouble(layer, "position.x") - 50) < 1e-12)
        clock.advance(to: 0.5)
        #expect(abs(presentedDouble(layer, "position.x") - 100) < 1e-12)
        clock.advance(to: 1.25)
        let eased = CAMediaTimingFunction.easeIn.value(at: 0.5)
        #expect(abs(presentedDouble(layer, "position.x") - (100 - 60 * eased)) < 1e-9)
    }

    @Test func discreteKeyframesJump() {
        let layer = CALayer()
        let (clock, _) = onClock {
            let a = CAKeyframeAnimation(keyPath: "opacity")
            a.values = [0.1, 0.5, 0.9]
            a.calculationMode = .discrete
            layer.add(a, forKey: "k")
        }
        clock.advance(to: 0.2)
        #expect(presentedDouble(layer, "opacity") == 0.5)
    }

    @Test func aGroupRunsItsChildrenOnItsOwnTimeline() {
        let layer = CALayer()
        var groupEnded: TimeInterval?
        let (clock, _) = onClock {
            let fade = basic("opacity", from: 0, to: 1, duration: 1)
            let move = basic("position.x", from: 0, to: 100, duration: 1)
            move.beginTime = 0.5
            let group = CAAnimationGroup()
            group.animations = [fade, move]
            group.duration = 1.2
            group.completion = { _ in groupEnded = VirtualClock.now }
            layer.add(group, forKey: "g")
        }
        clock.advance(to: 0.75)
        #expect(abs(presentedDouble(layer, "opacity") - 0.75) < 1e-12)
        #expect(abs(presentedDouble(layer, "position.x") - 25) < 1e-12)
        clock.advance(to: 1.1)
        #expect(abs(presentedDouble(layer, "position.x") - 60) < 1e-12)
        clock.advance(to: 2)
        #expect(groupEnded == 1.2)
        #expect(presentedDouble(layer, "position.x") == 0)
    }

    @Test func aGroupsTimingFunctionEasesItsChildrensTime() {
        let layer = CALayer()
        let (clock, _) = onClock {
            let group = CAAnimationGroup()
            group.animations = [basic("opacity", from: 0, to: 1, duration: 2)]
            group.duration = 2
            group.timingFunction = .easeIn
            layer.add(group, forKey: "g")
        }
        clock.advance(to: 0.5)
        #expect(abs(presentedDouble(layer, "opacity") - CAMediaTimingFunction.easeIn.value(at: 0.25)) < 1e-12)
    }

    @Test func colorsMixInPremultipliedSRGB() {
        let layer = CALayer()
        let (clock, _) = onClock {
            layer.add(basic("backgroundColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 0), to: CGColor(red: 0, green: 0, blue: 1, alpha: 1)), forKey: "c")
            layer.add(basic("borderColor", from: CGColor(red: 1, green: 0, blue: 0, alpha: 1), to: CGColor(red: 0, green: 0, blue: 1, alpha: 1)), forKey: "b")
        }
        clock.advance(to: 0.5)
        let shown = layer.presentationTree()
        // The invisible red contributes nothing: half-transparent pure blue, not purple.
        #expect(shown.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(shown.borderColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    }

    @Test func pathsWithTheSameStructureMixPointByPoint() {
        let mask = CAShapeLayer()
        let small = BezierPath(ovalIn: CGRect(x: 120, y: 320, width: 50, height: 50))
        let big = BezierPath(ovalIn: CGRect(x: -200, y: 0, width: 690, height: 690))
        let (clock, _) = onClock { mask.add(basic("path", from: small, to: big), forKey: "path") }
        clock.advance(to: 0.5)
        let shown = (mask.presentationTree() as! CAShapeLayer).pathElements!
        let expected = BezierPath(ovalIn: CGRect(x: -40, y: 160, width: 370, height: 370))
        #expect(zip(shown.elements.flatMap(\.points), expected.elements.flatMap(\.points))
            .allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 })
    }

    @Test func pathsOfDifferentStructureJumpAtTheMidpoint() {
        let shape = CAShapeLayer()
        let square = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let circle = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (clock, _) = onClock { shape.add(basic("path", from: square, to: circle), forKey: "p") }
        clock.advance(to: 0.49)
        #expect((shape.presentationTree() as! CAShapeLayer).pathElements == square)
        clock.advance(to: 0.5)
        #expect((shape.presentationTree() as! CAShapeLayer).pathElements == circle)
    }

    @Test func transformSubPathsAnimateOnePartAndKeepTheRest() {
        let layer = CALayer()
        layer.transform = CATransform3D(scaleX: 2, y: 2, z: 1)
        let (clock, _) = onClock { layer.add(basic("transform.rotation.z", from: 0, to: 2 * Double.pi), forKey: "spin") }
        clock.advance(to: 0.5)
        let t = layer.presentationTree().transform
        // Half a turn, still scaled by 2.
        #expect(abs(t.m11 + 2) < 1e-9 && abs(t.m22 + 2) < 1e-9 && abs(t.m12) < 1e-9)
    }

    @Test func scaleTakesAPointForXAndY() {
        let layer = CALayer()
        let (clock, _) = onClock { layer.add(basic("transform.scale", from: CGPoint(x: 1.2, y: 1.4), to: CGPoint(x: 1, y: 1)), forKey: "s") }
        clock.advance(to: 0.5)
        let t = layer.presentationTree().transform
        #expect(abs(t.m11 - 1.1) < 1e-12 && abs(t.m22 - 1.2) < 1e-12)
    }

    @Test func wholeTransformsInterpolateByDecomposition() {
        let layer = CALayer()
        var door = CATransform3D.identity
        door.m34 = -1 / 500
        let opened = door.rotated(by: -.pi / 2, x: 0, y: 1, z: 0)
        let (clock, _) = onClock { layer.add(basic("transform", from: door, to: opened), forKey: "door") }
        clock.advance(to: 0.5)
        let expected = door.rotated(by: -.pi / 4, x: 0, y: 1, z: 0)
        #expect(zip(layer.presentationTree().transform.entries, expected.entries).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func untypedAndBoxedValuesReachTheAnimationAsOnIOS() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 10)
        let optionalScale: Float? = 2
        let clock = onClock {
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.fromValue = optionalScale
            grow.toValue = NSNumber(value: 4)
            grow.duration = 1
            layer.add(grow, forKey: "grow")
            let move = CAKeyframeAnimation(keyPath: "position")
            move.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 100, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 100))]
            move.keyTimes = [0, 0.25, 1]
            move.duration = 1
            layer.add(move, forKey: "move")
        }
        clock.advance(to: 0.5)
        let presented = layer.presentation()!
        #expect(presented.value(forKeyPath: "transform.scale.x") as? CGFloat == 3)
        #expect(abs(presented.position.y - 100.0 / 3) < 1e-9)
        layer.setValue(0.5, forKeyPath: "opacity")
        #expect(layer.opacity == 0.5)
        layer.setValue("card", forKey: "tag")
        #expect(layer.value(forKey: "tag") as? String == "card")
    }
}
