import Foundation
import Testing
@testable import QuartzCore

@Suite struct CASpringAnimationTests {
    /// The damped oscillator's closed forms (docs/ARCHITECTURE.md), written independently of the implementation.
    func closedForm(m: Double, k: Double, c: Double, v0: Double, t: Double) -> Double {
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        }
        return 1 - (1 + (w0 - v0) * t) * exp(-w0 * t)
    }

    @Test(arguments: [
        (1.0, 100.0, 10.0, 0.0),   // underdamped, CA defaults
        (2.0, 300.0, 15.0, 4.0),   // underdamped, moving toward the target
        (1.0, 100.0, 20.0, 0.0),   // critical
        (1.0, 100.0, 20.0, -3.0),  // critical, moving away
        (1.0, 100.0, 60.0, 0.0),   // overdamped: moves as critical
        (1.0, 50.0, 3.0, 12.0),
    ])
    func coreAnimationSpringMatchesTheClosedForm(m: Double, k: Double, c: Double, v0: Double) {
        let spring = Spring(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        let critical = 2 * (k * m).squareRoot()
        for t in stride(from: 0.0, through: 3, by: 0.01) {
            let expected = closedForm(m: m, k: k, c: min(c, critical), v0: v0, t: t)
            #expect(abs(spring.value(at: t) - expected) < 1e-12, "t = \(t)")
        }
    }

    @Test(arguments: [(1.0, 100.0, 10.0, 0.0), (1.0, 100.0, 20.0, 0.0), (1.0, 100.0, 20.0, 30.0), (1.0, 50.0, 3.0, -5.0)])
    func settlingDurationIsTheLastTimeTheOffsetReachesOneThousandth(m: Double, k: Double, c: Double, v0: Double) {
        let spring = Spring(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        let settle = spring.settlingDuration
        #expect(abs(1 - spring.value(at: settle - 1e-6)) >= 0.001 - 1e-6)
        for t in stride(from: settle + 1e-9, through: settle + 5, by: 0.0005) {
            #expect(abs(1 - spring.value(at: t)) < 0.001)
        }
    }

    @Test(arguments: [0.2, 0.5, 0.6, 0.8, 1.0])
    func uiViewSpringArrivesByItsDuration(ratio: Double) {
        for duration in [0.3, 1.0, 5.0] {
            let spring = Spring(duration: duration, dampingRatio: ratio)
            for t in stride(from: duration, through: duration * 3, by: duration / 1000) {
                #expect(abs(1 - spring.value(at: t)) <= 0.001 + 1e-12)
            }
            #expect(spring.value(at: duration) == 1)
            #expect(abs(spring.dampingRatio - ratio) < 1e-12)
            // Smallest ω0: a slightly softer spring would still be moving at the duration.
            let softer = Spring(mass: 1, stiffness: spring.stiffness * 0.98, damping: spring.damping * 0.99, initialVelocity: 0)
            #expect(softer.settlingDuration > duration)
        }
    }

    @Test(arguments: [0.2, 0.5, 0.6, 0.8])
    func uiViewSpringFirstOvershootFollowsTheDampingRatio(ratio: Double) {
        let spring = Spring(duration: 1, dampingRatio: ratio)
        let w0 = spring.stiffness.squareRoot()
        let firstPeak = Double.pi / (w0 * (1 - ratio * ratio).squareRoot())
        let peak = stride(from: 0.0, through: 2 * firstPeak, by: firstPeak / 2000).map(spring.value(at:)).max()!
        #expect(abs((peak - 1) - exp(-Double.pi * ratio / (1 - ratio * ratio).squareRoot())) < 1e-5)
    }

    @Test func uiViewSpringInitialVelocityIsInWholeDistancesPerSecond() {
        let spring = Spring(duration: 1, dampingRatio: 0.7, initialVelocity: 2)
        let dt = 1e-6
        #expect(abs(spring.value(at: dt) / dt - 2) < 1e-3)
    }

    @Test func popDefaultsGiveOrigamiStiffnessAndDamping() {
        let spring = Spring()
        let pop = Spring(bounciness: 4, speed: 12)
        #expect(abs(pop.stiffness - 342.1) < 0.05)
        #expect(abs(pop.damping - 30.5) < 0.05)
        #expect(pop.mass == 1)
        #expect(spring.stiffness == 100 && spring.damping == 10)
    }

    @Test func moreBouncinessOvershootsMore() {
        func overshoot(_ spring: Spring) -> Double {
            stride(from: 0.0, through: 2, by: 0.001).map(spring.value(at:)).max()! - 1
        }
        let calm = overshoot(Spring(bounciness: 4)), lively = overshoot(Spring(bounciness: 10)), wild = overshoot(Spring(bounciness: 20))
        #expect(calm < lively && lively < wild)
    }

    @Test func popSpringEndsOnlyWhenAlsoNearlyStill() {
        let pop = Spring(bounciness: 10)
        let dt = 1e-5
        let t = pop.settlingDuration
        let speed = abs(pop.value(at: t + dt) - pop.value(at: t)) / dt
        #expect(speed < Spring.popRestSpeed + 1e-3)
        #expect(abs(1 - pop.value(at: t)) < 0.001)
    }
}
