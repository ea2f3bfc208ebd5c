import Foundation
import QuartzCore

/// A damped spring between two ends, as an attachment with a `frequency`: it pulls them toward
/// `length` apart, oscillating at `frequency` hertz with `dampingRatio` (0 undamped, 1
/// critically damped), whatever the masses on it.
struct DynamicSpring {
    let start: ConstraintEnd
    let end: ConstraintEnd
    let length: CGFloat
    let frequency: CGFloat
    let dampingRatio: CGFloat

    /// Changes the ends' velocities by the spring's force over `duration`.
    func apply(over duration: TimeInterval) {
        let offset = end.point - start.point
        let distance = offset.length
        guard distance > 1e-9 else { return }
        let direction = offset * (1 / distance)
        let inverseMass = end.inverseMass(with: start, along: direction)
        guard inverseMass > 0 else { return }
        let omega = 2 * CGFloat.pi * frequency
        let stiffness = omega * omega / inverseMass, damping = 2 * dampingRatio * omega / inverseMass
        let force = -stiffness * (distance - length) - damping * end.separatingSpeed(from: start, along: direction)
        end.exchange(direction * (force * duration), with: start)
    }
}
