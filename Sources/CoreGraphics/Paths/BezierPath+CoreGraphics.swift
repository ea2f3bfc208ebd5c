import Foundation

/// `CGMutablePath`'s building calls, spelled as Core Graphics spells them.
extension BezierPath {
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
        appendArc(transform: transform) { arc in
            arc.addArc(withCenter: center, radius: Double(radius), startAngle: Double(startAngle),
                       endAngle: Double(endAngle), clockwise: !clockwise)
        }
    }

    /// Appends the arc `build` adds, in user space, mapped through `transform`. When the path has
    /// a current point the arc is joined to it by a line, left out when the arc starts there.
    private mutating func appendArc(transform: CGAffineTransform, _ build: (inout BezierPath) -> Void) {
        var arc = BezierPath()
        if !isEmpty { arc.move(to: currentPoint.applying(transform.inverted())) }
        build(&arc)
        let mapped = arc.applying(transform)
        guard !isEmpty else { return append(mapped) }
        var joined = mapped.elements.dropFirst()
        if case .line(let p)? = joined.first, abs(p.x - currentPoint.x) < 1e-9, abs(p.y - currentPoint.y) < 1e-9 {
            joined = joined.dropFirst()
        }
        for element in joined { append(element) }
    }

    public mutating func addPath(_ path: BezierPath, transform: CGAffineTransform = .identity) {
        append(path.applying(transform))
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from there to `tangent2End`, joined to the current point by a line, as Core Graphics
    /// draws it; a straight line to `tangent1End` when the three points are in line.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let inverse = transform.inverted()
        let p0 = isEmpty ? tangent1End : currentPoint.applying(inverse)
        let d1 = p0 - tangent1End, d2 = tangent2End - tangent1End
        let l1 = (d1.x * d1.x + d1.y * d1.y).squareRoot(), l2 = (d2.x * d2.x + d2.y * d2.y).squareRoot()
        let cross = d1.x * d2.y - d1.y * d2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            return isEmpty ? move(to: tangent1End, transform: transform) : addLine(to: tangent1End, transform: transform)
        }
        let u1 = d1 * (1 / l1), u2 = d2 * (1 / l2)
        // The angle at the corner, and how far along each leg the circle touches it.
        let corner = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let reach = Double(radius) / tan(corner / 2)
        let start = tangent1End + u1 * reach, end = tangent1End + u2 * reach
        let bisector = u1 + u2
        let length = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let center = tangent1End + bisector * (Double(radius) / sin(corner / 2) / length)
        let a0 = atan2(start.y - center.y, start.x - center.x), a1 = atan2(end.y - center.y, end.x - center.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        if isEmpty { move(to: start, transform: transform) }
        addRelativeArc(center: center, radius: radius, startAngle: a0, delta: sweep, transform: transform)
    }

    /// An arc from `startAngle` turning by `delta` radians (positive toward +y), as Core
    /// Graphics' `addRelativeArc`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                                        transform: CGAffineTransform = .identity) {
        appendArc(transform: transform) { arc in
            arc.addArc(withCenter: center, radius: Double(radius), startAngle: Double(startAngle),
                       endAngle: Double(startAngle + delta), clockwise: delta >= 0)
        }
    }

    public mutating func closeSubpath() { close() }
}
