import Foundation

extension BezierPath {
    /// The area a stroke of `width` covers, as one path to fill by the non-zero rule: a
    /// quadrilateral along each straight piece (curves in 16 pieces), a disc at each join and
    /// at round caps, a square past square caps. Every piece turns the same way, so where they
    /// overlap their windings add up instead of cancelling. Joins are drawn round whatever
    /// `join` says, a fraction of the width off a sharp miter's point.
    package func strokedOutline(width: Double, cap: CGLineCap, join: CGLineJoin) -> BezierPath {
        let half = width / 2
        var outline = BezierPath()
        guard half > 0 else { return outline }
        let edges = polylineEdges(closing: false).filter { $0.0 != $0.1 }

        func add(_ polygon: [CGPoint]) {
            guard polygon.count > 2 else { return }
            var area = 0.0
            for (p, q) in zip(polygon, polygon.dropFirst() + [polygon[0]]) { area += p.x * q.y - q.x * p.y }
            let points = area < 0 ? polygon.reversed() : polygon
            outline.move(to: points[0])
            for point in points.dropFirst() { outline.addLine(to: point) }
            outline.close()
        }
        func disc(at center: CGPoint) {
            add((0..<24).map { step in
                let angle = Double(step) / 24 * 2 * .pi
                return CGPoint(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
            })
        }

        /// How many pieces meet at each point: one at an open end, two or more at a join.
        struct Key: Hashable {
            let x: Double, y: Double
            init(_ p: CGPoint) { (x, y) = ((p.x * 1e6).rounded(), (p.y * 1e6).rounded()) }
        }
        var meetings: [Key: Int] = [:]
        for (a, b) in edges { meetings[Key(a), default: 0] += 1; meetings[Key(b), default: 0] += 1 }

        for (a, b) in edges {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            let along = CGPoint(x: (b.x - a.x) / length * half, y: (b.y - a.y) / length * half)
            let across = CGPoint(x: -along.y, y: along.x)
            add([a + across, b + across, b - across, a - across])
            for (end, outward) in [(a, along * -1), (b, along)] where meetings[Key(end)] == 1 {
                switch cap {
                case .round: disc(at: end)
                case .square: add([end + across, end + across + outward, end - across + outward, end - across])
                case .butt: break
                }
            }
        }
        for (key, count) in meetings where count > 1 {
            disc(at: CGPoint(x: key.x / 1e6, y: key.y / 1e6))
        }
        return outline
    }
}

extension CGPath {
    /// The area a stroke of the path covers, as `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`,
    /// to fill or clip with (see `BezierPath.strokedOutline`).
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        CGPath(bezierPath.strokedOutline(width: Double(lineWidth), cap: lineCap, join: lineJoin).applying(transform))
    }
}
