import Foundation

extension BezierPath {
    /// Whether `point` is inside the path as filled by `rule` (curves flattened to 16 pieces), as
    /// `CGPath.contains(_:using:transform:)`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        var winding = 0, crossings = 0
        for (a, b) in polylineEdges(transform: transform) where (a.y <= point.y) != (b.y <= point.y) {
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            guard x > point.x else { continue }
            crossings += 1
            winding += b.y > a.y ? 1 : -1
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// The path with each subpath's points in reverse order, curves included.
    public func reversed() -> BezierPath {
        var subpaths: [[Element]] = []
        for element in elements {
            if case .move = element { subpaths.append([element]) } else if subpaths.isEmpty { subpaths.append([element]) } else { subpaths[subpaths.count - 1].append(element) }
        }
        var out = BezierPath()
        for subpath in subpaths {
            var current = CGPoint.zero
            var pieces: [(from: CGPoint, element: Element)] = []
            var isClosed = false
            for element in subpath {
                switch element {
                case .move(let p): current = p
                case .close: isClosed = true
                default:
                    pieces.append((current, element))
                    current = element.points.last ?? current
                }
            }
            out.move(to: current)
            for (from, element) in pieces.reversed() {
                switch element {
                case .line: out.addLine(to: from)
                case .quadCurve(_, let c): out.addQuadCurve(to: from, controlPoint: c)
                case .curve(_, let c1, let c2): out.addCurve(to: from, controlPoint1: c2, controlPoint2: c1)
                default: break
                }
            }
            if isClosed { out.close() }
        }
        return out
    }

    /// The outline as straight edges (curves in 16 pieces), each subpath closed unless `closing`
    /// is false, when only `close` elements close one: a fill needs every subpath shut, a
    /// collision boundary drawn as an open line must stay open.
    package func polylineEdges(transform: CGAffineTransform = .identity, closing: Bool = true) -> [(CGPoint, CGPoint)] {
        var edges: [(CGPoint, CGPoint)] = []
        var current = CGPoint.zero, start = CGPoint.zero
        func line(to p: CGPoint) { edges.append((current.applying(transform), p.applying(transform))); current = p }
        for element in elements {
            switch element {
            case .move(let p):
                if closing, current != start { edges.append((current.applying(transform), start.applying(transform))) }
                (current, start) = (p, p)
            case .line(let p): line(to: p)
            case .quadCurve(let p, let c):
                let p0 = current
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    line(to: p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    line(to: p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
            case .close:
                line(to: start)
            }
        }
        if closing, current != start { edges.append((current.applying(transform), start.applying(transform))) }
        return edges
    }
}
