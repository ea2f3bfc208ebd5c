import Foundation

/// A path of moves, lines, quadratic and cubic curves, as `UIBezierPath`/`CGPath`.
/// Arcs, ovals and rounded rects are stored as cubic curves, as Core Graphics does, so two
/// paths built the same way have the same element structure and interpolate point by point.
///
///     let small = BezierPath(ovalIn: CGRect(x: 120, y: 320, width: 50, height: 50))
package struct BezierPath: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    public private(set) var elements: [Element] = []
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero

    public init() {}

    public init(rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// The ellipse inscribed in `rect`, starting at its right-most point and running clockwise
    /// (y down), as `bezierPathWithOvalInRect:`.
    public init(ovalIn rect: CGRect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let k = BezierPath.kappa
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + k * ry), controlPoint2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - k * rx, y: cy + ry), controlPoint2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - k * ry), controlPoint2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + k * rx, y: cy - ry), controlPoint2: CGPoint(x: cx + rx, y: cy - k * ry))
        close()
    }

    /// A rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
    public init(roundedRect rect: CGRect, cornerRadius: Double) {
        let r = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        let k = BezierPath.kappa * r
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: CGPoint(x: x0 + r, y: y0))
        addLine(to: CGPoint(x: x1 - r, y: y0))
        addCurve(to: CGPoint(x: x1, y: y0 + r), controlPoint1: CGPoint(x: x1 - r + k, y: y0), controlPoint2: CGPoint(x: x1, y: y0 + r - k))
        addLine(to: CGPoint(x: x1, y: y1 - r))
        addCurve(to: CGPoint(x: x1 - r, y: y1), controlPoint1: CGPoint(x: x1, y: y1 - r + k), controlPoint2: CGPoint(x: x1 - r + k, y: y1))
        addLine(to: CGPoint(x: x0 + r, y: y1))
        addCurve(to: CGPoint(x: x0, y: y1 - r), controlPoint1: CGPoint(x: x0 + r - k, y: y1), controlPoint2: CGPoint(x: x0, y: y1 - r + k))
        addLine(to: CGPoint(x: x0, y: y0 + r))
        addCurve(to: CGPoint(x: x0 + r, y: y0), controlPoint1: CGPoint(x: x0, y: y0 + r - k), controlPoint2: CGPoint(x: x0 + r - k, y: y0))
        close()
    }

    /// A circular arc, as `bezierPathWithArcCenter:radius:startAngle:endAngle:clockwise:`.
    /// Angles are in radians from the +x axis; with y down, clockwise means increasing angle.
    public init(arcCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint { current }

    public mutating func move(to p: CGPoint) {
        elements.append(.move(to: p))
        current = p
        subpathStart = p
    }

    public mutating func addLine(to p: CGPoint) {
        if elements.isEmpty { move(to: current) }
        elements.append(.line(to: p))
        current = p
    }

    public mutating func addQuadCurve(to p: CGPoint, controlPoint: CGPoint) {
        if elements.isEmpty { move(to: current) }
        elements.append(.quadCurve(to: p, control: controlPoint))
        current = p
    }

    public mutating func addCurve(to p: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        if elements.isEmpty { move(to: current) }
        elements.append(.curve(to: p, control1: controlPoint1, control2: controlPoint2))
        current = p
    }

    /// Appends an arc, joined to the current point with a line when the path is not empty.
    public mutating func addArc(withCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty { move(to: start) } else { addLine(to: start) }
        var sweep = endAngle - startAngle
        let full = 2 * Double.pi
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
            if sweep > full { sweep = full }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
            if sweep < -full { sweep = -full }
        }
        guard sweep != 0, radius.isFinite, sweep.isFinite else { return }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a0 = startAngle
        for _ in 0..<pieces {
            let a1 = a0 + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            addCurve(to: p1,
                     controlPoint1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                     controlPoint2: CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1)))
            a0 = a1
        }
    }

    public mutating func close() {
        guard !elements.isEmpty else { return }
        elements.append(.close)
        current = subpathStart
    }

    /// Appends every element of `other`.
    /// Built from elements, e.g. a path mapped point by point.
    public init(elements: [Element]) {
        self.init()
        for element in elements { append(element) }
    }

    /// Appends one element through the drawing call that makes it, keeping the current point in step.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, controlPoint: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
        case .close: close()
        }
    }

    public mutating func append(_ other: BezierPath) {
        for element in other.elements {
            elements.append(element)
        }
        current = other.current
        subpathStart = other.subpathStart
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> BezierPath {
        var out = self
        out.elements = elements.map { $0.mapPoints { $0.applying(t) } }
        out.current = current.applying(t)
        out.subpathStart = subpathStart.applying(t)
        return out
    }

    /// The smallest rectangle holding every point, control points included; `.null` when empty.
    public var controlPointBounds: CGRect {
        var r = CGRect.null
        for element in elements {
            for p in element.points { r = r.union(CGRect(origin: p, size: .zero)) }
        }
        return r
    }

    /// 4/3·(√2 − 1): the cubic control distance that best fits a quarter circle.
    package static let kappa = 0.5522847498307936
}

extension BezierPath.Element {
    /// Every point of the element, end point last.
    public var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .close: return []
        }
    }

    package func mapPoints(_ f: (CGPoint) -> CGPoint) -> BezierPath.Element {
        switch self {
        case .move(let p): return .move(to: f(p))
        case .line(let p): return .line(to: f(p))
        case .quadCurve(let p, let c): return .quadCurve(to: f(p), control: f(c))
        case .curve(let p, let c1, let c2): return .curve(to: f(p), control1: f(c1), control2: f(c2))
        case .close: return .close
        }
    }
}
