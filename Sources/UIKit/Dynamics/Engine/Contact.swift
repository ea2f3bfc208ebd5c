import Foundation
import QuartzCore

/// A point where an item touches, or is about to touch, another item or a boundary. It lets
/// the two close no faster than meets exactly within the step, then gives back `elasticity`
/// of the speed they met at, and resists sliding by `friction`.
final class Contact: DynamicConstraint {
    private let body: ConstraintEnd
    private let other: ConstraintEnd
    /// From the other surface toward the body.
    private let normal: CGPoint
    /// How far apart the surfaces were when found; negative where they overlap.
    private let gap: CGFloat
    private let elasticity: CGFloat
    private let friction: CGFloat
    private var normalImpulse: CGFloat = 0
    private var tangentImpulse: CGFloat = 0
    /// The separating speed before the solver ran (negative when closing).
    private var approach: CGFloat = 0
    private var didPush = false

    init(_ point: ContactPoint, body: DynamicBody, other: DynamicBody?, elasticity: CGFloat, friction: CGFloat) {
        self.body = .at(point.onBody, on: body)
        self.other = .at(point.onOther, on: other)
        (normal, gap, self.elasticity, self.friction) = (point.normal, point.separation, elasticity, friction)
    }

    /// Surfaces closer than this (points) count as touching, for the collision delegate.
    static let touchingDistance = PositionCorrection.slop
    /// Slower approaches than this (points per second) do not bounce, so an elastic item
    /// lying on a boundary comes to rest rather than trembling under gravity.
    static let bounceThreshold: CGFloat = 20

    func prepare() {
        approach = body.separatingSpeed(from: other, along: normal)
    }

    func solveVelocities() {
        let tangent = normal.perpendicular
        let slide = body.separatingSpeed(from: other, along: tangent)
        let slideMass = body.inverseMass(with: other, along: tangent)
        if slideMass > 0 {
            let limit = friction * normalImpulse
            let total = min(max(tangentImpulse - slide / slideMass, -limit), limit)
            body.exchange(tangent * (total - tangentImpulse), with: other)
            tangentImpulse = total
        }
        let closingAllowed = max(gap, 0) / DynamicWorld.stepDuration
        push(toward: -closingAllowed)
        if normalImpulse > 0 { didPush = true }
    }

    func solveBounces() {
        guard elasticity > 0, didPush, approach < -Contact.bounceThreshold else { return }
        push(toward: -elasticity * approach)
    }

    func solvePositions() {
        let separation = (body.point - other.point).dot(normal)
        let correction = min(max(PositionCorrection.fraction * (separation + PositionCorrection.slop), -PositionCorrection.largest), 0)
        let inverseMass = body.inverseMass(with: other, along: normal)
        guard correction < 0, inverseMass > 0 else { return }
        let impulse = normal * (-correction / inverseMass)
        body.displace(by: impulse)
        other.displace(by: -impulse)
    }

    /// Pushes the two apart until they separate at `speed` or more, never pulling them
    /// together: the impulse summed over the passes stays at or above 0.
    private func push(toward speed: CGFloat) {
        let inverseMass = body.inverseMass(with: other, along: normal)
        guard inverseMass > 0 else { return }
        let current = body.separatingSpeed(from: other, along: normal)
        let total = max(normalImpulse - (current - speed) / inverseMass, 0)
        body.exchange(normal * (total - normalImpulse), with: other)
        normalImpulse = total
    }
}
