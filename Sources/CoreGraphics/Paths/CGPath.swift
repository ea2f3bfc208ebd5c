import Foundation

/// An immutable path shared by reference, as Core Graphics' `CGPath`. `CGMutablePath` derives
/// from it, so a function declared to return a `CGPath` may build and return a mutable one, as
/// on iOS. Layers and animations keep the path's value (a `BezierPath`) at the moment they are
/// given it.
public class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The elements, as a value.
    package fileprivate(set) var bezierPath: BezierPath

    package init(_ bezierPath: BezierPath) { self.bezierPath = bezierPath }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(BezierPath(rect: rect).applying(transform?.pointee ?? .identity))
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(BezierPath(ovalIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// Core Graphics takes separate corner width and height; the corners here are circular,
    /// with the smaller of the two.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(BezierPath(roundedRect: rect, cornerRadius: Double(min(cornerWidth, cornerHeight)))
            .applying(transform?.pointee ?? .identity))
    }

    public var isEmpty: Bool { bezierPath.isEmpty }
    public var currentPoint: CGPoint { bezierPath.currentPoint }
    /// Every point, control points included; `.null` for an empty path.
    public var boundingBox: CGRect { bezierPath.boundingBox }
    /// The curve's own extent, control points left out.
    public var boundingBoxOfPath: CGRect { bezierPath.boundingBoxOfPath }

    /// Whether `point` is inside the path as filled by `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        bezierPath.contains(point, using: rule, transform: transform)
    }

    /// Whether the path is one closed rectangle, and which, as `CGPathIsRect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var corners: [CGPoint] = []
        let elements = bezierPath.elements
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: corners.append(p)
            case .line(let p) where index > 0: corners.append(p)
            case .close where index == elements.count - 1: break
            default: return false
            }
        }
        if corners.count == 5, corners.first == corners.last { corners.removeLast() }
        guard corners.count == 4 else { return false }
        for (a, b) in zip(corners, corners.dropFirst() + [corners[0]]) where (a.x == b.x) == (a.y == b.y) {
            return false
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        rect?.pointee = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }

    public func copy() -> CGPath? { CGPath(bezierPath) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(bezierPath.applying(transform?.pointee ?? .identity))
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(bezierPath) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(bezierPath.applying(transform?.pointee ?? .identity))
    }

    /// Calls `block` with each element in turn, as `CGPath.applyWithBlock`.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for element in bezierPath.elements {
            var points: [CGPoint]
            let type: CGPathElementType
            switch element {
            case .move(let p): (type, points) = (.moveToPoint, [p])
            case .line(let p): (type, points) = (.addLineToPoint, [p])
            case .quadCurve(let p, let c): (type, points) = (.addQuadCurveToPoint, [c, p])
            case .curve(let p, let c1, let c2): (type, points) = (.addCurveToPoint, [c1, c2, p])
            case .close: (type, points) = (.closeSubpath, [.zero])
            }
            points.withUnsafeMutableBufferPointer { buffer in
                var pathElement = CGPathElement(type: type, points: buffer.baseAddress!)
                block(&pathElement)
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.bezierPath == rhs.bezierPath }
    public func hash(into hasher: inout Hasher) { hasher.combine(bezierPath) }
    public var description: String { "CGPath(\(bezierPath.elements.count) elements)" }
}

/// A path built step by step, as Core Graphics' `CGMutablePath`: `let path = CGMutablePath()`,
/// then `path.addArc(…)`. Angles follow Core Graphics: `clockwise` is in its y-up sense, so on
/// UIKit's y-down screen it turns the other way from `UIBezierPath`'s.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(BezierPath()) }
    package override init(_ bezierPath: BezierPath) { super.init(bezierPath) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        bezierPath.move(to: point, transform: transform)
    }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        bezierPath.addLine(to: point, transform: transform)
    }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        bezierPath.addLines(between: points, transform: transform)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        bezierPath.addQuadCurve(to: end, control: control, transform: transform)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        bezierPath.addCurve(to: end, control1: control1, control2: control2, transform: transform)
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        bezierPath.addRect(rect, transform: transform)
    }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        bezierPath.addRects(rects, transform: transform)
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        bezierPath.addEllipse(in: rect, transform: transform)
    }
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        bezierPath.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        bezierPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                          clockwise: clockwise, transform: transform)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        bezierPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        bezierPath.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        bezierPath.addPath(path.bezierPath, transform: transform)
    }
    public func closeSubpath() { bezierPath.close() }
}

/// One element of a path, as `applyWithBlock` hands it over: `points` holds one point for a
/// move or line, control then end for a quadratic, two controls then end for a cubic.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>
}

public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// The rule that decides a path's inside, as `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
