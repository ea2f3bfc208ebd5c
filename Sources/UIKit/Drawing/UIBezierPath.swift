import Foundation
import QuartzCore

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
/// UIBezierPath()` then `path.addLine(to:)` works, as on iOS. `cgPath` is a new `CGPath` holding
/// the path as it is at the moment it is read, which is what a shape layer or animation keeps.
open class UIBezierPath {
    var bezierPath: BezierPath
    public var cgPath: CGPath {
        get { CGPath(bezierPath) }
        set { bezierPath = newValue.bezierPath }
    }
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CAShapeLayerLineCap = .butt
    public var lineJoinStyle: CAShapeLayerLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var usesEvenOddFillRule = false
    public var flatness: CGFloat = 0.6

    public init() { bezierPath = BezierPath() }
    public init(cgPath: CGPath) { bezierPath = cgPath.bezierPath }
    init(bezierPath: BezierPath) { self.bezierPath = bezierPath }
    public init(rect: CGRect) { bezierPath = BezierPath(rect: rect) }
    public init(ovalIn rect: CGRect) { bezierPath = BezierPath(ovalIn: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        bezierPath = BezierPath(roundedRect: rect, cornerRadius: Double(cornerRadius))
    }

    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        bezierPath = BezierPath(arcCenter: center, radius: Double(radius), startAngle: Double(startAngle),
                                endAngle: Double(endAngle), clockwise: clockwise)
    }

    /// Rounds only `corners`, each with the smaller of the radii, clamped to half the shorter side.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = max(0, min(Double(min(cornerRadii.width, cornerRadii.height)), Double(min(rect.width, rect.height)) / 2))
        var path = BezierPath()
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
        bezierPath = path
    }

    public func move(to point: CGPoint) { bezierPath.move(to: point) }
    public func addLine(to point: CGPoint) { bezierPath.addLine(to: point) }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        bezierPath.addQuadCurve(to: endPoint, controlPoint: controlPoint)
    }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        bezierPath.addCurve(to: endPoint, controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        bezierPath.addArc(withCenter: center, radius: Double(radius), startAngle: Double(startAngle),
                          endAngle: Double(endAngle), clockwise: clockwise)
    }
    public func close() { bezierPath.close() }
    public func removeAllPoints() { bezierPath = BezierPath() }
    public func append(_ other: UIBezierPath) { bezierPath.append(other.bezierPath) }
    public func apply(_ transform: CGAffineTransform) { bezierPath = bezierPath.applying(transform) }

    /// The path run the other way: each subpath's points in reverse order.
    public func reversing() -> UIBezierPath { UIBezierPath(bezierPath: bezierPath.reversed()) }

    public var isEmpty: Bool { bezierPath.isEmpty }
    public var currentPoint: CGPoint { bezierPath.currentPoint }
    /// Control points included, as UIKit documents.
    public var bounds: CGRect { bezierPath.boundingBox }

    /// Whether `point` is inside the path, by the even-odd or non-zero rule.
    public func contains(_ point: CGPoint) -> Bool { bezierPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    /// Paints the path into the current image context (`UIGraphicsImageRenderer`) with its
    /// fill colour; outside one nothing is drawn, as in UIKit.
    public func fill() {
        UIGraphicsGetCurrentContext()?.paint(bezierPath, filled: true, evenOdd: usesEvenOddFillRule)
    }
    public func stroke() {
        UIGraphicsGetCurrentContext()?.paint(bezierPath, filled: false, lineWidth: lineWidth)
    }
    /// Kept for ported code: drawing is not clipped.
    public func addClip() {}
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
}
