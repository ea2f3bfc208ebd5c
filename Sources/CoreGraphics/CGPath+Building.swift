import Foundation
import TransitionKit

/// `CGMutablePath`'s building calls, spelled as Core Graphics spells them.
extension BezierPath {
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self = BezierPath(rect: rect).applying(transform?.pointee ?? .identity)
    }

    public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self = BezierPath(ovalIn: rect).applying(transform?.pointee ?? .identity)
    }

    /// Core Graphics takes separate corner width and height; circular corners use the smaller.
    public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                transform: UnsafePointer<CGAffineTransform>?) {
        self = BezierPath(roundedRect: rect, cornerRadius: Double(min(cornerWidth, cornerHeight)))
            .applying(transform?.pointee ?? .identity)
    }

    public mutating func move(to point: CGPoint, transform: CGAffineTransform) {
        move(to: point.applying(transform))
    }

    public mutating func addLine(to point: CGPoint, transform: CGAffineTransform) {
        addLine(to: point.applying(transform))
    }

    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        addQuadCurve(to: end.applying(transform), controlPoint: control.applying(transform))
    }

    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                                  transform: CGAffineTransform = .identity) {
        addCurve(to: end.applying(transform), controlPoint1: control1.applying(transform),
                 controlPoint2: control2.applying(transform))
    }

    public mutating func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first.applying(transform))
        for point in points.dropFirst() { addLine(to: point.applying(transform)) }
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(BezierPath(rect: rect).applying(transform))
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(BezierPath(ovalIn: rect).applying(transform))
    }

    public mutating func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                                        transform: CGAffineTransform = .identity) {
        append(BezierPath(roundedRect: rect, cornerRadius: Double(min(cornerWidth, cornerHeight))).applying(transform))
    }

    /// Core Graphics' `clockwise` is in its own y-up sense; on UIKit's flipped y-down context it
    /// reads the other way round, which is why `UIBezierPath` and `CGPath` disagree on it.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        var arc = BezierPath()
        if !isEmpty { arc.move(to: currentPoint.applying(transform.inverted())) }
        arc.addArc(withCenter: center, radius: Double(radius), startAngle: Double(startAngle),
                   endAngle: Double(endAngle), clockwise: !clockwise)
        let mapped = arc.applying(transform)
        if isEmpty {
            append(mapped)
        } else {
            for element in mapped.elements.dropFirst() { append(element) }
        }
    }

    public mutating func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path.applying(transform))
    }

    public mutating func closeSubpath() { close() }

    /// A copy; paths are values here, so this is the path itself.
    public func copy() -> CGPath { self }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        applying(transform?.pointee ?? .identity)
    }

    public func mutableCopy() -> CGMutablePath? { self }
}
