import Foundation
import QuartzCore

/// Keeps two ends a fixed distance apart, as a rigid attachment (`frequency` 0): neither
/// stretching nor squashing, free to swing.
final class Rod: DynamicConstraint {
    private let start: ConstraintEnd
    private let end: ConstraintEnd
    private let length: CGFloat

    init(from start: ConstraintEnd, to end: ConstraintEnd, length: CGFloat) {
        (self.start, self.end, self.length) = (start, end, length)
    }

    func prepare() {}

    func solveVelocities() {
        guard let (direction, _) = span() else { return }
        let inverseMass = end.inverseMass(with: start, along: direction)
        guard inverseMass > 0 else { return }
        let lengthening = end.separatingSpeed(from: start, along: direction)
        end.exchange(direction * (-lengthening / inverseMass), with: start)
    }

    func solvePositions() {
        guard let (direction, distance) = span() else { return }
        let inverseMass = end.inverseMass(with: start, along: direction)
        guard inverseMass > 0 else { return }
        let error = distance - length
        let correction = min(max(PositionCorrection.fraction * error, -PositionCorrection.largest), PositionCorrection.largest)
        let impulse = direction * (-correction / inverseMass)
        end.displace(by: impulse)
        start.displace(by: -impulse)
    }

    /// The unit direction from start to end and the distance, unless the ends coincide.
    private func span() -> (direction: CGPoint, distance: CGFloat)? {
        let offset = end.point - start.point
        let distance = offset.length
        guard distance > 1e-9 else { return nil }
        return (offset * (1 / distance), distance)
    }
}
