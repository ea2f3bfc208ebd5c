import Foundation

extension Spring {
    /// The spring of iOS 17 and SwiftUI by pace and bounce, as
    /// `CASpringAnimation(perceptualDuration:bounce:)` and `UISpringTimingParameters(duration:bounce:)`:
    /// a unit mass whose undamped period is `perceptualDuration` (stiffness (2π / d)²), with a
    /// damping ratio of 1 − bounce for a bounce of 0 or more and 1 / (1 + bounce) below 0. A bounce
    /// is kept within −1…1 short of an undamped 1, and a duration that is not a finite number
    /// above 0 is reported and made 0.5 s, SwiftUI's default.
    public init(perceptualDuration: TimeInterval, bounce: Double, initialVelocity: Double = 0) {
        var duration = perceptualDuration
        if !(duration.isFinite && duration > 0) {
            SceneErrorLog.report(.invalidValue(call: "Spring(perceptualDuration:bounce:)",
                                               problem: "needs a finite duration above 0, got \(perceptualDuration); using 0.5 s"))
            duration = 0.5
        }
        let bounce = bounce.isFinite ? min(max(bounce, -0.99), 0.99) : 0
        let omega = 2 * Double.pi / duration
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega,
                  initialVelocity: initialVelocity.isFinite ? initialVelocity : 0)
    }

    /// The undamped period 2π√(m/k), which `init(perceptualDuration:bounce:)` was given.
    public var perceptualDuration: TimeInterval { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// 1 − ζ for a spring that overshoots or is critically damped, 1/ζ − 1 for an overdamped one.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
}
