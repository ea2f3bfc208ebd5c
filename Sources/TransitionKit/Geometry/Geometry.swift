import Foundation

/// A point in points, y down, as in UIKit. Foundation's `CGPoint`, so ported code reads the same.
public typealias Point = CGPoint
/// A width and height in points; Foundation's `CGSize`.
public typealias Size = CGSize
/// An origin and size in points; Foundation's `CGRect`.
public typealias Rect = CGRect

extension CGPoint {
    @inlinable public static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }
}

extension CGRect {
    /// The centre point, as UIKit's `CGRectGetMid*` pair.
    @inlinable public var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// Whether every coordinate is a finite number.
    @inlinable public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
