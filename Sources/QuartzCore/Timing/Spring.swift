import Foundation

/// A damped spring that carries a value from 0 (start) to 1 (end), possibly overshooting, with
/// Core Animation's, UIKit's and Facebook POP's ways of describing it.
///
///     let spring = Spring(duration: 1, dampingRatio: 0.6)   // UIView's spring
///     spring.value(at: 0.5)                                  // ≈ 1.03
package struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    /// Distances per second toward the target at t = 0 (1 covers the whole distance in a second).
    public let initialVelocity: Double
    /// The time from which the spring counts as at rest; an animation driven by it ends here.
    public let settlingDuration: TimeInterval
    /// The time from which `value(at:)` is exactly 1 (UIView springs snap at their duration).
    let snapTime: TimeInterval
    /// x(t) = 1 − value(t), the remaining fraction of the distance.
    let offset: DampedMotion

    /// ζ = c / (2√(km)); 1 is critically damped, below 1 overshoots.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Core Animation's spring (`CASpringAnimation`); overdamped springs move as critically damped
    /// ones, as Core Animation's do.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.init(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
                  restSpeed: nil, snapTime: .infinity)
    }

    /// The designated initializer: `restSpeed`, when given, also keeps the spring moving until
    /// its speed (distances per second) falls below it.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double,
         restSpeed: Double?, snapTime: TimeInterval) {
        precondition(mass.isFinite && mass > 0, "Spring mass must be a finite number above 0, got \(mass)")
        precondition(stiffness.isFinite && stiffness > 0, "Spring stiffness must be a finite number above 0, got \(stiffness)")
        precondition(damping.isFinite && damping > 0,
                     "Spring damping must be a finite number above 0 (an undamped spring never settles), got \(damping)")
        precondition(initialVelocity.isFinite, "Spring initialVelocity must be a finite number, got \(initialVelocity)")
        (self.mass, self.stiffness, self.damping, self.initialVelocity) = (mass, stiffness, damping, initialVelocity)
        self.snapTime = snapTime
        let motion = Self.motions(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        offset = motion.offset
        var settled = motion.offset.settlingTime(threshold: Self.restThreshold)
        if let restSpeed { settled = max(settled, motion.velocity.settlingTime(threshold: restSpeed)) }
        settlingDuration = min(settled, snapTime)
    }

    /// |x| below this counts as arrived.
    static let restThreshold = 0.001

    /// The fraction of the way from start to end at `time` seconds; 0 before the start.
    public func value(at time: TimeInterval) -> Double {
        if time <= 0 { return 0 }
        if time >= snapTime { return 1 }
        return 1 - offset.value(at: time)
    }

    /// x(t) and x′(t) in closed form. With ω0 = √(k/m), ζ = c/(2√(km)) and x(0) = 1,
    /// x′(0) = −v0:
    /// - underdamped: x = e^(−ζω0t)[cos ωd t + ((ζω0 − v0)/ωd) sin ωd t];
    /// - otherwise:   x = (1 + (ω0 − v0)t) e^(−ω0t).
    static func motions(mass: Double, stiffness: Double, damping: Double, initialVelocity v0: Double)
        -> (offset: DampedMotion, velocity: DampedMotion)
    {
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if zeta < 1 {
            let decay = zeta * omega0
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let b = (decay - v0) / omegaD
            let x = DampedMotion(decay: decay, frequency: omegaD, c: 1, s: b)
            let dx = DampedMotion(decay: decay, frequency: omegaD, c: -decay + b * omegaD, s: -omegaD - decay * b)
            return (x, dx)
        }
        let a = omega0 - v0
        let x = DampedMotion(decay: omega0, frequency: 0, c: 1, s: a)
        let dx = DampedMotion(decay: omega0, frequency: 0, c: a - omega0, s: -omega0 * a)
        return (x, dx)
    }
}
