import Foundation
import TransitionKit

/// Which corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path built step by step and shared by reference, as `UIBezierPath`: `let path =
/// UIBezierPath()` then `path.addLine(to:)` works, as on iOS. `cgPath` is the path's value at
/// the moment it is read, which is what a shape layer or animation keeps.
open class UIBezierPath {
    public var cgPath: CGPath
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: LineCap = .butt
    public var lineJoinStyle: LineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false
    public var flatness: CGFloat = 0.6

    public init() { cgPath = CGPath() }
    public init(cgPath: CGPath) { self.cgPath = cgPath }
    public init(rect: CGRect) { cgPath = CGPath(rect: rect) }
    public init(ovalIn rect: CGRect) { cgPath = CGPath(ovalIn: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(roundedRect: rect, cornerRadius: Double(cornerRadius))
    }

    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath = CGPath(arcCenter: center, radius: Double(radius), startAngle: Double(startAngle),
                        endAngle: Double(endAngle), clockwise: clockwise)
    }

    /// Rounds only `corners`, each with the smaller of the radii, clamped to half the shorter side.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = max(0, min(Double(min(cornerRadii.width, cornerRadii.height)), Double(min(rect.width, rect.height)) / 2))
        var path = CGPath()
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        func corner(_ flag: UIRectCorner, _ radius: Double) -> Double { corners.contains(flag) ? radius : 0 }
        let (tl, tr, br, bl) = (corner(.topLeft, r), corner(.topRight, r), corner(.bottomRight, r), corner(.bottomLeft, r))
        path.move(to: CGPoint(x: x0 + tl, y: y0))
        path.addLine(to: CGPoint(x: x1 - tr, y: y0))
        if tr > 0 { path.addArc(withCenter: CGPoint(x: x1 - tr, y: y0 + tr), radius: tr, startAngle: -.pi / 2, endAngle: 0, clockwise: true) }
        path.addLine(to: CGPoint(x: x1, y: y1 - br))
        if br > 0 { path.addArc(withCenter: CGPoint(x: x1 - br, y: y1 - br), radius: br, startAngle: 0, endAngle: .pi / 2, clockwise: true) }
        path.addLine(to: CGPoint(x: x0 + bl, y: y1))
        if bl > 0 { path.addArc(withCenter: CGPoint(x: x0 + bl, y: y1 - bl), radius: bl, startAngle: .pi / 2, endAngle: .pi, clockwise: true) }
        path.addLine(to: CGPoint(x: x0, y: y0 + tl))
        if tl > 0 { path.addArc(withCenter: CGPoint(x: x0 + tl, y: y0 + tl), radius: tl, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: true) }
        path.close()
        cgPath = path
    }

    public func move(to point: CGPoint) { cgPath.move(to: point) }
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        cgPath.addQuadCurve(to: endPoint, controlPoint: controlPoint)
    }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: endPoint, controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath.addArc(withCenter: center, radius: Double(radius), startAngle: Double(startAngle),
                      endAngle: Double(endAngle), clockwise: clockwise)
    }
    public func close() { cgPath.close() }
    public func removeAllPoints() { cgPath = CGPath() }
    public func append(_ bezierPath: UIBezierPath) { cgPath.append(bezierPath.cgPath) }
    public func apply(_ transform: CGAffineTransform) { cgPath = cgPath.applying(transform) }

    /// The path run the other way: each subpath's points in reverse order.
    public func reversing() -> UIBezierPath { UIBezierPath(cgPath: cgPath.reversed()) }

    public var isEmpty: Bool { cgPath.isEmpty }
    public var currentPoint: CGPoint { cgPath.currentPoint }
    /// Control points included, as UIKit documents.
    public var bounds: CGRect { cgPath.boundingBox }

    /// Whether `point` is inside the path, by the even-odd or non-zero rule.
    public func contains(_ point: CGPoint) -> Bool { cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .nonZero) }

    /// Paints the path into the current image context (`UIGraphicsImageRenderer`) with its
    /// fill colour; outside one nothing is drawn, as in UIKit.
    public func fill() {
        UIGraphicsGetCurrentContext()?.paint(cgPath, filled: true, evenOdd: usesEvenOddFillRule)
    }
    public func stroke() {
        UIGraphicsGetCurrentContext()?.paint(cgPath, filled: false, lineWidth: lineWidth)
    }
    /// Kept for ported code: drawing is not clipped.
    public func addClip() {}
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
}
