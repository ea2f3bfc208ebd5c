import Foundation

/// A `CAKeyframeAnimation` path taken apart into segments: each line or curve after a move is one
/// keyframe segment, run by its own parameter (so the layer slows where control points bunch,
/// as on a device), and its length is what the paced modes share time by.
struct KeyframePath {
    /// One piece of the path: a cubic from `p0` to `p3` (lines and quadratics raised to cubics).
    struct Segment {
        let p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint

        func point(at t: Double) -> CGPoint {
            let u = 1 - t
            return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
        }

        func derivative(at t: Double) -> CGPoint {
            let u = 1 - t
            return (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
        }

        /// The length, from a 32-piece polyline.
        var length: Double {
            (1...32).reduce(0) { sum, i in
                let a = point(at: Double(i - 1) / 32), b = point(at: Double(i) / 32)
                return sum + hypot(b.x - a.x, b.y - a.y)
            }
        }
    }

    let start: CGPoint
    let segments: [Segment]

    init(_ path: BezierPath) {
        var segments: [Segment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var start: CGPoint?
        for element in path.elements {
            switch element {
            case .move(let p):
                (current, subpathStart) = (p, p)
                if start == nil { start = p }
            case .line(let p):
                segments.append(Segment(p0: current, p1: current + (p - current) * (1.0 / 3), p2: current + (p - current) * (2.0 / 3), p3: p))
                current = p
            case .quadCurve(let p, let c):
                segments.append(Segment(p0: current, p1: current + (c - current) * (2.0 / 3), p2: p + (c - p) * (2.0 / 3), p3: p))
                current = p
            case .curve(let p, let c1, let c2):
                segments.append(Segment(p0: current, p1: c1, p2: c2, p3: p))
                current = p
            case .close:
                if current != subpathStart {
                    let p = subpathStart
                    segments.append(Segment(p0: current, p1: current + (p - current) * (1.0 / 3), p2: current + (p - current) * (2.0 / 3), p3: p))
                }
                current = subpathStart
            }
        }
        self.start = start ?? .zero
        self.segments = segments
    }

    /// The start of every segment and the end of the last: one keyframe value each.
    var vertices: [CGPoint] { [segments.first?.p0 ?? start] + segments.map(\.p3) }
    var segmentLengths: [Double] { segments.map(\.length) }

    func point(inSegment index: Int, at t: Double) -> CGPoint {
        segments.isEmpty ? start : segments[min(index, segments.count - 1)].point(at: t)
    }

    /// The direction of travel in radians from +x (y down), for `rotationMode`.
    func tangentAngle(inSegment index: Int, at t: Double) -> Double {
        guard !segments.isEmpty else { return 0 }
        let d = segments[min(index, segments.count - 1)].derivative(at: t)
        return atan2(d.y, d.x)
    }
}
