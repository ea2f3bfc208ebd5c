import Foundation
import Testing
@testable import QuartzCore

@Suite struct CAMediaTimingFunctionTests {
    /// The Bézier evaluated forward from its parameter, independently of the solver.
    func point(on f: CAMediaTimingFunction, at t: Double) -> (x: Double, y: Double) {
        let u = 1 - t
        let (a, b, c) = (3 * u * u * t, 3 * u * t * t, t * t * t)
        return (a * f.controlPoint1.x + b * f.controlPoint2.x + c, a * f.controlPoint1.y + b * f.controlPoint2.y + c)
    }

    static let curves: [CAMediaTimingFunction] = [
        .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
        CAMediaTimingFunction(controlPoints: 0.9, -0.5, 0.1, 1.5),   // overshoots both ways
        CAMediaTimingFunction(controlPoints: 1, 0, 0, 1),            // flat slope at the middle
        CAMediaTimingFunction(controlPoints: 0, 1, 1, 0),            // flat slope at both ends
        CAMediaTimingFunction(controlPoints: 0.01, 0.99, 0.99, 0.01),
        CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55),
    ]

    @Test(arguments: curves)
    func solvesTheCurveToWithinOneTenMillionth(curve: CAMediaTimingFunction) {
        for i in 0...2000 {
            let (x, y) = point(on: curve, at: Double(i) / 2000)
            #expect(abs(curve.value(at: x) - y) < 1e-7, "at x = \(x)")
        }
    }

    @Test(arguments: curves)
    func startsAtZeroEndsAtOneAndClampsProgress(curve: CAMediaTimingFunction) {
        #expect(abs(curve.value(at: 0)) < 1e-12)
        #expect(abs(curve.value(at: 1) - 1) < 1e-12)
        #expect(curve.value(at: -3) == curve.value(at: 0))
        #expect(curve.value(at: 7) == curve.value(at: 1))
    }

    @Test func namedCurvesHaveTheirShapes() {
        #expect(CAMediaTimingFunction.linear.value(at: 0.3) == 0.3)
        #expect(CAMediaTimingFunction.easeIn.value(at: 0.5) < 0.5)
        #expect(CAMediaTimingFunction.easeOut.value(at: 0.5) > 0.5)
        #expect(abs(CAMediaTimingFunction.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-9)
        #expect(CAMediaTimingFunction.easeInEaseOut.value(at: 0.25) < 0.25)
        #expect(CAMediaTimingFunction.default.value(at: 0.5) > 0.75)
    }
}
