import Foundation
import QuartzCore

/// Where a body touches something else: the point on each surface and the direction from the
/// other surface toward the body. A negative separation is how far they overlap.
struct ContactPoint {
    let onBody: CGPoint
    let onOther: CGPoint
    let normal: CGPoint

    var separation: CGFloat { (onBody - onOther).dot(normal) }
}
