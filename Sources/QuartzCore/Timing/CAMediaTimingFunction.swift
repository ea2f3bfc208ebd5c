import Foundation

/// A cubic Bézier easing curve from (0,0) to (1,1), as `CAMediaTimingFunction`.
///
///     CAMediaTimingFunction.easeInEaseOut.value(at: 0.25)   // ≈ 0.129
public struct CAMediaTimingFunction: Hashable, Sendable {
    /// The two inner control points (the outer ones are fixed at (0,0) and (1,1)).
    package let controlPoint1: CGPoint
    package let controlPoint2: CGPoint

    /// A curve through (0,0), (x1,y1), (x2,y2), (1,1). x1 and x2 are clamped to 0…1, so that
    /// the curve stays a function of progress, as Core Animation requires; a value that is not
    /// a finite number counts as the linear curve's.
    package init(points x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        func finite(_ value: Double, _ fallback: Double) -> Double { value.isFinite ? value : fallback }
        controlPoint1 = CGPoint(x: min(max(finite(x1, 0), 0), 1), y: finite(y1, 0))
        controlPoint2 = CGPoint(x: min(max(finite(x2, 1), 0), 1), y: finite(y2, 1))
    }

    public static let linear = CAMediaTimingFunction(points: 0, 0, 1, 1)
    public static let easeIn = CAMediaTimingFunction(points: 0.42, 0, 1, 1)
    public static let easeOut = CAMediaTimingFunction(points: 0, 0, 0.58, 1)
    /// UIView's default curve.
    public static let easeInEaseOut = CAMediaTimingFunction(points: 0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`.
    public static let `default` = CAMediaTimingFunction(points: 0.25, 0.1, 0.25, 1)

    /// The eased value at `progress` (clamped to 0…1): solves x(t) = progress for the curve
    /// parameter t, then returns y(t).
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        // The ends are exact; near a flat end x(t) rounds to 0 or 1 over a range of t.
        if x == 0 || x == 1 || self == .linear { return x }
        return Self.bezier(solve(x), controlPoint1.y, controlPoint2.y)
    }

    /// One coordinate of the curve at parameter t, with end points 0 and 1.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The curve parameter whose x is `x`. Newton converges in a few steps where the slope is
    /// healthy; where it is flat a small error in x is a large one in t (and so in y), so
    /// bisection, which x(t) being monotonic on 0…1 allows, narrows t itself to double precision.
    private func solve(_ x: Double) -> Double {
        let (x1, x2) = (controlPoint1.x, controlPoint2.x)
        var t = x
        for _ in 0..<8 {
            let slope = Self.bezierSlope(t, x1, x2)
            guard abs(slope) > 1e-6 else { break }
            let step = (Self.bezier(t, x1, x2) - x) / slope
            t -= step
            guard (0...1).contains(t) else { break }
            if abs(step) < 1e-14 { return t }
        }
        var (low, high) = (0.0, 1.0)
        while high - low > 1e-15 {
            let mid = (low + high) / 2
            let value = Self.bezier(mid, x1, x2)
            if value == x { return mid }
            if value < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
