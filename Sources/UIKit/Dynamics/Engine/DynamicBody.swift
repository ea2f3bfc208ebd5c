import Foundation
import QuartzCore

/// The engine's copy of one dynamic item: where it is, how fast it moves, and its mass. Read
/// from the item when it joins the animator (or on `updateItem(usingCurrentState:)`) and
/// written back after every step, so between steps the item and its body agree.
final class DynamicBody {
    let item: UIDynamicItem
    private(set) var size = CGSize.zero
    /// The collision outline around the centre, unrotated.
    private(set) var localOutline: [CGPoint] = []
    /// The item's transform with its rotation taken out, so a scale survives the rotations the
    /// engine writes.
    private var unrotatedTransform = CGAffineTransform.identity

    var center = CGPoint.zero
    /// Radians, clockwise on screen, as `CGAffineTransform(rotationAngle:)`.
    var angle: CGFloat = 0
    var velocity = CGPoint.zero
    var angularVelocity: CGFloat = 0
    var properties = DynamicItemProperties()

    private(set) var inverseMass: CGFloat = 0
    private(set) var inverseInertia: CGFloat = 0
    /// How long the body has moved slower than the resting speeds, in seconds.
    var restingTime: TimeInterval = 0

    init(item: UIDynamicItem) {
        self.item = item
        readState()
    }

    /// Takes the item's centre, size, rotation and outline as the body's, keeping velocities.
    func readState() {
        size = item.bounds.size
        center = item.center
        let transform = item.transform
        angle = atan2(transform.b, transform.a)
        unrotatedTransform = transform.concatenating(CGAffineTransform(rotationAngle: -angle))
        localOutline = DynamicBody.outline(of: item)
        restingTime = 0
    }

    /// Sets mass and inertia from the size and the current properties: mass is the area in
    /// units of 100×100 points times the density, as UIKit Dynamics documents.
    func updateMass() {
        let mass = max(size.width * size.height / 10_000 * properties.density, DynamicBody.smallestMass)
        let isEllipse = item.collisionBoundsType == .ellipse
        let inertia = mass * (size.width * size.width + size.height * size.height) / (isEllipse ? 16 : 12)
        inverseMass = properties.isAnchored ? 0 : 1 / mass
        inverseInertia = properties.isAnchored || !properties.allowsRotation ? 0 : 1 / max(inertia, DynamicBody.smallestMass)
        if inverseMass == 0 { velocity = .zero }
        if inverseInertia == 0 { angularVelocity = 0 }
    }

    var isMovable: Bool { inverseMass > 0 }

    /// A point fixed to the body, `offset` from its centre before rotation, where it is now.
    func worldPoint(_ offset: CGPoint) -> CGPoint { center + offset.rotated(by: angle) }

    /// The velocity of the body's material at `point`.
    func velocity(at point: CGPoint) -> CGPoint {
        velocity + (point - center).perpendicular * angularVelocity
    }

    /// Changes velocity by `change` whatever the mass, as gravity and snapping do.
    func accelerate(by change: CGPoint) {
        if isMovable { velocity = velocity + change }
    }

    /// Changes momentum by `impulse` acting at `point`, turning the body about its centre.
    func applyImpulse(_ impulse: CGPoint, at point: CGPoint) {
        velocity = velocity + impulse * inverseMass
        angularVelocity += inverseInertia * (point - center).cross(impulse)
    }

    /// Moves the body as `impulse` at `point` would in one unit of time: how contacts and rods
    /// push apart what overlaps without adding speed.
    func displace(by impulse: CGPoint, at point: CGPoint) {
        angle += inverseInertia * (point - center).cross(impulse)
        center = center + impulse * inverseMass
    }

    /// The speed of the body's fastest point: how far ahead to look for contacts.
    var fastestPointSpeed: CGFloat {
        velocity.length + abs(angularVelocity) * localOutline.map(\.length).reduce(0, max)
    }

    /// The collision outline where the body is now.
    var worldOutline: [CGPoint] { localOutline.map(worldPoint) }

    /// The smallest box around the rotated outline.
    var frame: CGRect {
        let points = worldOutline
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
            return CGRect(origin: center, size: .zero)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Writes the centre, and the rotation when the item may turn, into the item.
    func writeState() {
        item.center = center
        if properties.allowsRotation {
            item.transform = unrotatedTransform.concatenating(CGAffineTransform(rotationAngle: angle))
        }
    }

    /// Keeps a zero-sized item finite: it still falls and is pushed, very lightly.
    private static let smallestMass: CGFloat = 1e-6

    /// How many straight pieces stand for an ellipse's outline.
    private static let ellipseSides = 24

    private static func outline(of item: UIDynamicItem) -> [CGPoint] {
        let (w, h) = (item.bounds.width / 2, item.bounds.height / 2)
        switch item.collisionBoundsType {
        case .rectangle:
            return [CGPoint(x: -w, y: -h), CGPoint(x: w, y: -h), CGPoint(x: w, y: h), CGPoint(x: -w, y: h)]
        case .ellipse:
            return (0..<ellipseSides).map { i in
                let t = 2 * CGFloat.pi * CGFloat(i) / CGFloat(ellipseSides)
                return CGPoint(x: w * cos(t), y: h * sin(t))
            }
        case .path:
            return item.collisionBoundingPath.bezierPath.polylineEdges().map(\.0)
        }
    }
}
