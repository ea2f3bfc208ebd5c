import Foundation
import QuartzCore

// The few vector operations the dynamics engine needs, on `CGPoint` as UIKit Dynamics uses it
// for velocities (`linearVelocity(for:)` is a `CGPoint`).
extension CGPoint {
    func dot(_ other: CGPoint) -> CGFloat { x * other.x + y * other.y }

    /// The z component of the 3-D cross product: how much `other` turns about this arm.
    func cross(_ other: CGPoint) -> CGFloat { x * other.y - y * other.x }

    var length: CGFloat { hypot(x, y) }

    /// This vector turned a quarter turn (clockwise on a y-down screen).
    var perpendicular: CGPoint { CGPoint(x: -y, y: x) }

    func rotated(by angle: CGFloat) -> CGPoint {
        let (s, c) = (sin(angle), cos(angle))
        return CGPoint(x: x * c - y * s, y: x * s + y * c)
    }

    static func += (a: inout CGPoint, b: CGPoint) { a = a + b }

    static prefix func - (p: CGPoint) -> CGPoint { CGPoint(x: -p.x, y: -p.y) }
}
