import Foundation
import QuartzCore

/// The shape an item collides as, as `UIDynamicItemCollisionBoundsType`.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle, ellipse, path
}

/// Something UIKit Dynamics can move, as `UIDynamicItem`: the animator reads its centre, size
/// and rotation when it joins, and writes the centre and rotation after every step. Views
/// conform; so can a class of one's own.
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// A convex outline around the centre (the path's origin), used when the type is `.path`.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}

extension UIView: UIDynamicItem {}
