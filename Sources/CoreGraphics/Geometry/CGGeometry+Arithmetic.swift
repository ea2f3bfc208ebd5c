import Foundation


extension CGPoint {
    @inlinable package static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    @inlinable package static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    @inlinable package static func * (a: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }
}

extension CGRect {
    /// The centre point, as UIKit's `CGRectGetMid*` pair.
    @inlinable package var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// Whether every coordinate is a finite number.
    @inlinable package var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
