import Foundation
import QuartzCore

/// A named boundary of a collision behavior: the path as given, and its straight pieces, each
/// a segment items collide with from either side.
final class CollisionBoundary {
    let identifier: NSCopying
    let path: UIBezierPath
    let segments: [ConvexOutline]

    init(identifier: NSCopying, path: UIBezierPath) {
        self.identifier = identifier
        self.path = UIBezierPath(bezierPath: path.bezierPath)
        segments = path.bezierPath.polylineEdges(closing: false)
            .map { ConvexOutline(segmentFrom: $0.0, to: $0.1) }
            .filter { !$0.isEmpty }
    }

    func isNamed(_ other: NSCopying) -> Bool {
        (identifier as? NSObject)?.isEqual(other) ?? ((identifier as AnyObject) === (other as AnyObject))
    }
}
