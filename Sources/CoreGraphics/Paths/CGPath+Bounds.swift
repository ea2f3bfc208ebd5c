import Foundation

extension BezierPath {
    /// Every point of the path, control points included, as `CGPath.boundingBox` (Core Graphics
    /// documents that control points count); `.null` for an empty path.
    public var boundingBox: CGRect { controlPointBounds }

    /// The smallest box holding the curve itself, control points left out, as
    /// `CGPath.boundingBoxOfPath`: each curve adds its ends and its turning points.
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                add(p)
                current = p
            case .quadCurve(let p, let c):
                // A quadratic is the cubic with controls two thirds of the way to its control.
                let c1 = current + (c - current) * (2.0 / 3), c2 = p + (c - p) * (2.0 / 3)
                for q in Self.cubicExtrema(current, c1, c2, p) { add(q) }
                current = p
            case .curve(let p, let c1, let c2):
                for q in Self.cubicExtrema(current, c1, c2, p) { add(q) }
                current = p
            case .close:
                break
            }
        }
        return box
    }

    /// The cubic's end points and the points where x or y turns back.
    private static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        func point(_ t: Double) -> CGPoint {
            let u = 1 - t
            return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
        }
        // The derivative's roots for one coordinate: a·t² + b·t + c = 0.
        func roots(_ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double) -> [Double] {
            let a = 3 * (-a0 + 3 * a1 - 3 * a2 + a3), b = 6 * (a0 - 2 * a1 + a2), c = 3 * (a1 - a0)
            if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        let ts = roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)
        return [p0, p3] + ts.filter { $0 > 0 && $0 < 1 }.map(point)
    }
}
