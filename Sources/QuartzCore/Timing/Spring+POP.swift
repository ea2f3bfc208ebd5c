import Foundation

extension Spring {
    /// Facebook POP's spring (`springBounciness`, `springSpeed`), converted to mass, stiffness and
    /// damping as POP does; it ends once it has settled and is nearly still. POP's
    /// defaults are bounciness 4 and speed 12 (`bounciness` has no default so that `Spring()`
    /// stays Core Animation's).
    ///
    ///     Spring(bounciness: 4, speed: 12)   // stiffness ≈ 342.1, damping ≈ 30.5
    public init(bounciness: Double, speed: Double = 12, initialVelocity: Double = 0) {
        precondition(bounciness.isFinite && bounciness >= 0, "Spring bounciness must be a finite number ≥ 0, got \(bounciness)")
        precondition(speed.isFinite && speed >= 0, "Spring speed must be a finite number ≥ 0, got \(speed)")
        let b = 0.8 * (bounciness / 1.7) / 20
        let s = (speed / 1.7) / 20
        let tension = 0.5 + 199.5 * s
        let fraction = 2 * b - b * b
        let noBounce = Self.noBounceFriction(tension: tension)
        let friction = noBounce + (0.01 - noBounce) * fraction
        self.init(mass: 1, stiffness: 194 + 3.62 * (tension - 30), damping: 25 + 3 * (friction - 8),
                  initialVelocity: initialVelocity, restSpeed: Self.popRestSpeed, snapTime: .infinity)
    }

    /// Below this many distances per second a POP spring counts as still. POP stops on a speed
    /// threshold as well as a distance one, so a spring passing the target fast does not stop there.
    package static let popRestSpeed = 0.01

    /// Origami's friction for a tension that gives no bounce, the curve POP interpolates from.
    static func noBounceFriction(tension t: Double) -> Double {
        if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
        if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
        return 4.5e-7 * t * t * t - 3.32e-4 * t * t + 0.1078 * t + 5.84
    }
}
