import Foundation
import Testing
@testable import QuartzCore

/// `CAKeyframeAnimation`'s calculation modes, as Core Animation documents them.
@Suite struct CAKeyframeAnimationTests {
    private func opacity(values: [Double], mode: CAAnimationCalculationMode, at time: TimeInterval) -> Float {
        let layer = CALayer()
        let clock = onClock {
            let animation = CAKeyframeAnimation(keyPath: "opacity")
            animation.values = values
            animation.calculationMode = mode
            animation.duration = 1
            layer.add(animation, forKey: "fade")
        }
        clock.advance(to: time)
        return layer.presentation()!.opacity
    }

    @Test func cubicPassesThroughEveryValueAtItsKeyTime() {
        #expect(abs(opacity(values: [0, 1, 0], mode: .cubic, at: 0.5) - 1) < 1e-6)
        #expect(abs(opacity(values: [0, 1, 0], mode: .cubic, at: 0.999999)) < 1e-4)
    }

    @Test func cubicCurvesBetweenValuesWhereLinearGoesStraight() {
        // Catmull-Rom through 0, 1, 0: leaving 0 toward 1 with tangent ½, arriving at the peak
        // flat, so a quarter of the way it is above the straight line's 0.5.
        #expect(abs(opacity(values: [0, 1, 0], mode: .linear, at: 0.25) - 0.5) < 1e-6)
        #expect(abs(opacity(values: [0, 1, 0], mode: .cubic, at: 0.25) - 0.5625) < 1e-6)
    }

    @Test func discreteHoldsEachValueUntilTheNextKeyTime() {
        #expect(opacity(values: [0.2, 0.6, 1], mode: .discrete, at: 0.4) == 0.2)
        #expect(opacity(values: [0.2, 0.6, 1], mode: .discrete, at: 0.6) == 0.6)
    }

    @Test func pacedSpendsTimeInProportionToDistance() {
        let layer = CALayer()
        let clock = onClock {
            let move = CAKeyframeAnimation(keyPath: "position.x")
            move.values = [0, 10, 100]
            move.keyTimes = [0, 0.5, 1]
            move.calculationMode = .paced
            move.duration = 1
            layer.add(move, forKey: "move")
        }
        clock.advance(to: 0.5)
        // Linear with the key times would be at 10; paced ignores them and moves evenly.
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
    }

    @Test func aPathMovesThePositionAlongItsSegments() {
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let clock = onClock {
            let follow = CAKeyframeAnimation(keyPath: "position")
            follow.path = path
            follow.duration = 1
            follow.calculationMode = .paced
            layer.add(follow, forKey: "follow")
        }
        clock.advance(to: 0.5)
        // 400 points in all: half the time is 200 points along, 100 down the second segment.
        let p = layer.presentation()!.position
        #expect(abs(p.x - 100) < 1e-6 && abs(p.y - 100) < 1e-6)
    }
}
