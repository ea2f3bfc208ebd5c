import Foundation
import QuartzCore

/// One side of a constraint: a point fixed to a body (its offset from the centre before
/// rotation) or a point fixed in the reference view, which nothing moves.
enum ConstraintEnd {
    case body(DynamicBody, offset: CGPoint)
    case fixed(CGPoint)

    /// The end at `point` where it is now: on `body` when there is one, else fixed there.
    static func at(_ point: CGPoint, on body: DynamicBody?) -> ConstraintEnd {
        guard let body else { return .fixed(point) }
        return .body(body, offset: (point - body.center).rotated(by: -body.angle))
    }

    var point: CGPoint {
        switch self {
        case let .body(body, offset): body.worldPoint(offset)
        case let .fixed(point): point
        }
    }

    var velocity: CGPoint {
        switch self {
        case let .body(body, offset): body.velocity(at: body.worldPoint(offset))
        case .fixed: .zero
        }
    }

    /// How readily the end gives way to an impulse along `direction`: the inverse of the mass
    /// it seems to have there, turning included.
    func inverseMass(along direction: CGPoint) -> CGFloat {
        guard case let .body(body, offset) = self else { return 0 }
        let arm = offset.rotated(by: body.angle).cross(direction)
        return body.inverseMass + body.inverseInertia * arm * arm
    }

    func applyImpulse(_ impulse: CGPoint) {
        if case let .body(body, offset) = self { body.applyImpulse(impulse, at: body.worldPoint(offset)) }
    }

    func displace(by impulse: CGPoint) {
        if case let .body(body, offset) = self { body.displace(by: impulse, at: body.worldPoint(offset)) }
    }
}

extension ConstraintEnd {
    /// Applies `impulse` to `self` and its opposite to `other`.
    func exchange(_ impulse: CGPoint, with other: ConstraintEnd) {
        applyImpulse(impulse)
        other.applyImpulse(-impulse)
    }

    /// How fast `self` moves away from `other` along `direction`.
    func separatingSpeed(from other: ConstraintEnd, along direction: CGPoint) -> CGFloat {
        (velocity - other.velocity).dot(direction)
    }

    /// The inverse of the pair's effective mass along `direction`.
    func inverseMass(with other: ConstraintEnd, along direction: CGPoint) -> CGFloat {
        inverseMass(along: direction) + other.inverseMass(along: direction)
    }
}
