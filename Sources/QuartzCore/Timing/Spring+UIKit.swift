import Foundation

extension Spring {
    /// UIKit's private animation curve 7 (`UIView.AnimationOptions(rawValue: 7 << 16)`), the curve
    /// of its push and pop, its modal slides and the keyboard: Core Animation is handed a spring of
    /// mass 3, stiffness 1000 and damping 500 and, as it does not overdamp, plays it critically
    /// damped (ω0 = √(1000/3) ≈ 18.26 per second): fast from the start, past half way at 0.1 s,
    /// 99 % at 0.35 s and settled by 0.5 s, with no overshoot.
    package static let systemCurve = Spring(mass: 3, stiffness: 1000, damping: 500)

    /// UIView's spring (`usingSpringWithDamping:initialSpringVelocity:`): mass 1, the damping ratio
    /// clamped to (0, 1], and the smallest natural frequency ω0 that keeps |x| ≤ 0.001 from
    /// `duration` on; at `duration` the value snaps to exactly 1.
    ///
    ///     Spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0)
    public init(duration: TimeInterval, dampingRatio: Double, initialVelocity: Double = 0) {
        precondition(duration.isFinite && duration > 0,
                     "Spring(duration:) needs a finite duration above 0, got \(duration)")
        precondition(dampingRatio.isFinite, "Spring dampingRatio must be a finite number, got \(dampingRatio)")
        precondition(initialVelocity.isFinite, "Spring initialVelocity must be a finite number, got \(initialVelocity)")
        let zeta = min(max(dampingRatio, Self.smallestDampingRatio), 1)
        let omega0 = Self.naturalFrequency(settlingBy: duration, dampingRatio: zeta, initialVelocity: initialVelocity)
        self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0,
                  initialVelocity: initialVelocity, restSpeed: nil, snapTime: duration)
    }

    /// Where "(0, 1]" stops: a ratio of zero would never settle.
    static let smallestDampingRatio = 1e-3

    /// The smallest ω0 whose settling time is at most `duration`: doubling finds a frequency that
    /// settles in time, then bisection narrows the boundary to double precision.
    static func naturalFrequency(settlingBy duration: TimeInterval, dampingRatio zeta: Double, initialVelocity v0: Double) -> Double {
        func settles(_ omega0: Double) -> Bool {
            let x = motions(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0, initialVelocity: v0).offset
            return x.settlingTime(threshold: restThreshold) <= duration
        }
        var high = 1.0
        while !settles(high) { high *= 2 }
        var low = high / 2
        while settles(low), low > 1e-9 { (high, low) = (low, low / 2) }
        for _ in 0..<80 where high - low > high * 1e-15 {
            let mid = (low + high) / 2
            if settles(mid) { high = mid } else { low = mid }
        }
        return high
    }
}
