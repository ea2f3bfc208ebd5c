import Foundation
import Testing
import UIKit

/// Core Animation's free functions, transactions and virtual-clock timing.
@Suite struct CoreAnimationTests {
    @Test func concatAppliesTheFirstTransformFirst() {
        let moveThenScale = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        #expect(moveThenScale.m41 == 20)
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0).m41 == 20)
    }

    @Test func invertingASingularTransformGivesItBack() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        let turn = CATransform3DMakeRotation(.pi / 3, 0, 0, 1)
        let product = CATransform3DConcat(turn, CATransform3DInvert(turn))
        #expect(abs(product.m11 - 1) < 1e-12 && abs(product.m12) < 1e-12)
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func aTransactionCompletesWhenItsLastAnimationEnds() {
        let layer = CALayer()
        var completedAt: TimeInterval?
        let clock = onClock {
            CATransaction.begin()
            CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
            let short = CABasicAnimation(keyPath: "opacity")
            short.fromValue = 0
            short.duration = 0.2
            layer.add(short, forKey: "short")
            let long = CABasicAnimation(keyPath: "position.x")
            long.toValue = 100
            long.duration = 0.5
            layer.add(long, forKey: "long")
            CATransaction.commit()
        }
        clock.advance(to: 0.4)
        #expect(completedAt == nil)
        clock.advance(to: 1)
        #expect(completedAt == 0.5)
    }

    @Test func mainQueueBlocksRunOnTheVirtualClock() {
        /// Main-queue blocks are `@Sendable`; the clock runs them on this test's thread.
        final class Log: @unchecked Sendable { var times: [TimeInterval] = [] }
        let ranAt = Log()
        let clock = onClock {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { ranAt.times.append(CACurrentMediaTime()) }
            DispatchQueue.main.async { ranAt.times.append(CACurrentMediaTime()) }
        }
        #expect(ranAt.times.isEmpty)
        clock.advance(to: 0.29)
        #expect(ranAt.times == [0])
        clock.advance(to: 1)
        #expect(ranAt.times == [0, 0.3])
    }

    @Test func aGradientLayerIsDrawnWithItsColoursBlended() throws {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 2, height: 100)
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        let drawn = try #require(gradient.presentation()?.contents as? CGImage)
        guard case .pixels(let width, _, let rgba) = drawn.content else { Issue.record("not pixels"); return }
        let middle = Int(rgba[(50 * width) * 4])
        #expect(abs(middle - 128) <= 2)
        #expect(rgba[0] < 3 && rgba[(99 * width) * 4] > 252)
    }

    @Test func floatOpacitiesAndOptionalSublayersReadAsCoreAnimationGivesThem() {
        let layer = CALayer()
        layer.opacity = Float(0.25)
        layer.shadowOpacity = 0.5
        #expect(layer.opacity == 0.25)
        #expect(layer.sublayers == nil)
        layer.addSublayer(CALayer())
        #expect(layer.sublayers?.count == 1)
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

    @Test func perceptualSpringsTakeTheirPaceAndBounceAsIOS17Does() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        let omega = 2 * Double.pi / 0.5
        #expect(spring.keyPath == nil)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - omega * omega) < 1e-9)
        #expect(abs(spring.damping - 2 * 0.7 * omega) < 1e-9, "a bounce of 0.3 is a damping ratio of 0.7")
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-12)
        #expect(abs(spring.bounce - 0.3) < 1e-12)
        let overdamped = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(abs(overdamped.damping - 2 * 2 * (2 * Double.pi)) < 1e-9, "a bounce of −0.5 is a damping ratio of 2")
        #expect(abs(overdamped.bounce + 0.5) < 1e-12)
        let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        #expect(abs(parameters.spring(duration: 9).damping - spring.damping) < 1e-9, "the animator's duration does not change it")
    }
}
