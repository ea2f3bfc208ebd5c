import Foundation
import Testing
@testable import TransitionKit

/// Every kind of animation and value, part-way through.
@Suite struct AnimationKindsTests {
    @Test func missingEndsComeFromTheLayerAsInCoreAnimation() {
        let layer = Layer()
        layer.position = Point(x: 10, y: 10)
        let (clock, _) = onClock {
            let fromOnly = BasicAnimation(keyPath: "position.x")
            fromOnly.fromValue = 110
            layer.add(fromOnly, forKey: "x")
            let toOnly = BasicAnimation(keyPath: "position.y")
            toOnly.toValue = 110
            layer.add(toOnly, forKey: "y")
        }
        clock.advance(to: 0.125)
        #expect(presented(layer, "position") == .point(Point(x: 60, y: 60)))
    }

    @Test func byValuesMoveRelativeToTheOtherEnd() {
        let cases: [(from: Double?, to: Double?, by: Double, expected: Double)] = [
            (0, nil, 0.5, 0.25), (nil, 1, 0.5, 0.75), (nil, nil, 0.4, 0.4),
        ]
        for c in cases {
            let layer = Layer()
            layer.opacity = 0.2
            let a = BasicAnimation(keyPath: "opacity")
            (a.fromValue, a.toValue, a.byValue, a.duration) = (c.from, c.to, c.by, 1)
            let (clock, _) = onClock { layer.add(a, forKey: "o") }
            clock.advance(to: 0.5)
            #expect(abs(presentedDouble(layer, "opacity") - c.expected) < 1e-12)
        }
    }

    @Test func theNewestAnimationOfAPropertyWinsAndRemovingItRevealsTheOlder() {
        let layer = Layer()
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
        let layer = Layer()
        layer.position = Point(x: 100, y: 0)
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
        let layer = Layer()
        let spring = Spring(mass: 1, stiffness: 200, damping: 12, initialVelocity: 0)
        var endedAt: TimeInterval?
        let (clock, _) = onClock {
            let a = SpringAnimation(keyPath: "position.y", spring: spring)
            a.fromValue = 0
            a.toValue = 300
            a.completion = { _ in endedAt = Clock.now }
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
        let layer = Layer()
        let (clock, _) = onClock {
            let a = KeyframeAnimation(keyPath: "position.x")
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
        let eased = TimingFunction.easeIn.value(at: 0.5)
        #expect(abs(presentedDouble(layer, "position.x") - (100 - 60 * eased)) < 1e-9)
    }

    @Test func discreteKeyframesJump() {
        let layer = Layer()
        let (clock, _) = onClock {
            let a = KeyframeAnimation(keyPath: "opacity")
            a.values = [0.1, 0.5, 0.9]
            a.calculationMode = .discrete
            layer.add(a, forKey: "k")
        }
        clock.advance(to: 0.2)
        #expect(presentedDouble(layer, "opacity") == 0.5)
    }

    @Test func aGroupRunsItsChildrenOnItsOwnTimeline() {
        let layer = Layer()
        var groupEnded: TimeInterval?
        let (clock, _) = onClock {
            let fade = basic("opacity", from: 0, to: 1, duration: 1)
            let move = basic("position.x", from: 0, to: 100, duration: 1)
            move.beginTime = 0.5
            let group = AnimationGroup()
            group.animations = [fade, move]
            group.duration = 1.2
            group.completion = { _ in groupEnded = Clock.now }
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
        let layer = Layer()
        let (clock, _) = onClock {
            let group = AnimationGroup()
            group.animations = [basic("opacity", from: 0, to: 1, duration: 2)]
            group.duration = 2
            group.timingFunction = .easeIn
            layer.add(group, forKey: "g")
        }
        clock.advance(to: 0.5)
        #expect(abs(presentedDouble(layer, "opacity") - TimingFunction.easeIn.value(at: 0.25)) < 1e-12)
    }

    @Test func colorsMixInPremultipliedSRGB() {
        let layer = Layer()
        let (clock, _) = onClock {
            layer.add(basic("backgroundColor", from: Color(red: 1, green: 0, blue: 0, alpha: 0), to: Color.blue), forKey: "c")
            layer.add(basic("borderColor", from: Color.red, to: Color.blue), forKey: "b")
        }
        clock.advance(to: 0.5)
        let shown = layer.presentation()
        // The invisible red contributes nothing: half-transparent pure blue, not purple.
        #expect(shown.backgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(shown.borderColor == Color(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    }

    @Test func pathsWithTheSameStructureMixPointByPoint() {
        let mask = ShapeLayer()
        let small = BezierPath(ovalIn: Rect(x: 120, y: 320, width: 50, height: 50))
        let big = BezierPath(ovalIn: Rect(x: -200, y: 0, width: 690, height: 690))
        let (clock, _) = onClock { mask.add(basic("path", from: small.cgPath, to: big.cgPath), forKey: "path") }
        clock.advance(to: 0.5)
        let shown = (mask.presentation() as! ShapeLayer).path!
        let expected = BezierPath(ovalIn: Rect(x: -40, y: 160, width: 370, height: 370))
        #expect(zip(shown.elements.flatMap(\.points), expected.elements.flatMap(\.points))
            .allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 })
    }

    @Test func pathsOfDifferentStructureJumpAtTheMidpoint() {
        let shape = ShapeLayer()
        let square = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let circle = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 10, height: 10))
        let (clock, _) = onClock { shape.add(basic("path", from: square, to: circle), forKey: "p") }
        clock.advance(to: 0.49)
        #expect((shape.presentation() as! ShapeLayer).path == square)
        clock.advance(to: 0.5)
        #expect((shape.presentation() as! ShapeLayer).path == circle)
    }

    @Test func transformSubPathsAnimateOnePartAndKeepTheRest() {
        let layer = Layer()
        layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        let (clock, _) = onClock { layer.add(basic("transform.rotation.z", from: 0, to: 2 * Double.pi), forKey: "spin") }
        clock.advance(to: 0.5)
        let t = layer.presentation().transform
        // Half a turn, still scaled by 2.
        #expect(abs(t.m11 + 2) < 1e-9 && abs(t.m22 + 2) < 1e-9 && abs(t.m12) < 1e-9)
    }

    @Test func scaleTakesAPointForXAndY() {
        let layer = Layer()
        let (clock, _) = onClock { layer.add(basic("transform.scale", from: Point(x: 1.2, y: 1.4), to: Point(x: 1, y: 1)), forKey: "s") }
        clock.advance(to: 0.5)
        let t = layer.presentation().transform
        #expect(abs(t.m11 - 1.1) < 1e-12 && abs(t.m22 - 1.2) < 1e-12)
    }

    @Test func wholeTransformsInterpolateByDecomposition() {
        let layer = Layer()
        var door = Transform3D.identity
        door.m34 = -1 / 500
        let opened = door.rotated(by: -.pi / 2, x: 0, y: 1, z: 0)
        let (clock, _) = onClock { layer.add(basic("transform", from: door, to: opened), forKey: "door") }
        clock.advance(to: 0.5)
        let expected = door.rotated(by: -.pi / 4, x: 0, y: 1, z: 0)
        #expect(zip(layer.presentation().transform.entries, expected.entries).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func popAnimationsWriteTheModelAndRunFromTheScreen() {
        let layer = Layer()
        layer.position = Point(x: 187.5, y: -333.5)
        var finished: Bool?
        let (clock, _) = onClock {
            let positionAnim = POPSpringAnimation(propertyNamed: POPProperty.layerPositionY)
            positionAnim.toValue = 333.5
            positionAnim.springBounciness = 10
            positionAnim.completion = { finished = $0 }
            layer.addPOPAnimation(positionAnim, forKey: "positionAnimation")
            let scaleAnim = POPSpringAnimation(propertyNamed: POPProperty.layerScaleXY)
            scaleAnim.springBounciness = 20
            scaleAnim.fromValue = Point(x: 1.2, y: 1.4)
            layer.addPOPAnimation(scaleAnim, forKey: "scaleAnimation")
        }
        #expect(layer.position.y == 333.5)
        #expect(presentedDouble(layer, "position.y") == -333.5)
        #expect(abs(layer.presentation().transform.m22 - 1.4) < 1e-12)
        let spring = Spring(bounciness: 10)
        clock.advance(to: 0.1)
        #expect(abs(presentedDouble(layer, "position.y") - (-333.5 + 667 * spring.value(at: 0.1))) < 1e-9)
        clock.advance(to: 5)
        #expect(finished == true)
        #expect(presentedDouble(layer, "position.y") == 333.5)
    }

    @Test("POPBasicAnimation paces by Core Animation's default curve when no timing function is set")
    func popBasicAnimationUsesPOPDefaults() {
        let layer = Layer()
        let (clock, _) = onClock {
            let slide = POPBasicAnimation(propertyNamed: POPProperty.layerPositionY)
            slide.toValue = 100
            layer.addPOPAnimation(slide, forKey: "slide")
        }
        // (0.25, 0.1)-(0.25, 1) over POP's 0.4 s: 41% of the way at 0.1 s and 80% at 0.2 s,
        // where ease-in-ease-out would give 13% and 50%.
        clock.advance(to: 0.1)
        #expect(abs(presentedDouble(layer, "position.y") - 41) < 2)
        clock.advance(to: 0.2)
        #expect(abs(presentedDouble(layer, "position.y") - 80) < 2)
        clock.advance(to: 0.4)
        #expect(presentedDouble(layer, "position.y") == 100)
    }
}
