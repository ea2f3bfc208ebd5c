import Foundation

/// Which kind of curve a `TimingCurveProvider` gives, as `UITimingCurveType`.
public enum TimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// The timing of a `PropertyAnimator`, as `UITimingCurveProvider`.
public protocol TimingCurveProvider: AnyObject {
    var timingCurveType: TimingCurveType { get }
    var cubicTimingParameters: CubicTimingParameters? { get }
    var springTimingParameters: SpringTimingParameters? { get }
}

/// A Bézier timing curve, as `UICubicTimingParameters`.
public final class CubicTimingParameters: TimingCurveProvider {
    public let animationCurve: View.AnimationCurve
    public let controlPoint1: Point
    public let controlPoint2: Point

    public init() {
        (animationCurve, controlPoint1, controlPoint2) = (.easeInOut, View.AnimationCurve.easeInOut.timingFunction.controlPoint1,
                                                          View.AnimationCurve.easeInOut.timingFunction.controlPoint2)
    }

    public init(animationCurve curve: View.AnimationCurve) {
        (animationCurve, controlPoint1, controlPoint2) = (curve, curve.timingFunction.controlPoint1, curve.timingFunction.controlPoint2)
    }

    public init(controlPoint1 point1: Point, controlPoint2 point2: Point) {
        (animationCurve, controlPoint1, controlPoint2) = (.easeInOut, point1, point2)
    }

    public var timingFunction: TimingFunction {
        TimingFunction(controlPoints: controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }

    public var timingCurveType: TimingCurveType { .cubic }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }
}

/// A spring timing, as `UISpringTimingParameters`: by damping ratio (the spring then lasts the
/// animator's duration, as UIKit's does) or by mass, stiffness and damping.
public final class SpringTimingParameters: TimingCurveProvider {
    public let initialVelocity: CGVector
    private let dampingRatio: Double?
    private let physical: (mass: Double, stiffness: Double, damping: Double)?

    public init() { (dampingRatio, physical, initialVelocity) = (1, nil, .zero) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        (dampingRatio, physical, initialVelocity) = (Double(ratio), nil, velocity)
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        (dampingRatio, physical, initialVelocity) = (nil, (Double(mass), Double(stiffness), Double(damping)), velocity)
    }

    /// iOS 17's spring by pace and bounce, as `UISpringTimingParameters(duration:bounce:initialVelocity:)`:
    /// the physical spring `Spring(perceptualDuration:bounce:)` describes.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        let spring = Spring(perceptualDuration: duration, bounce: Double(bounce))
        self.init(mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness), damping: CGFloat(spring.damping),
                  initialVelocity: velocity)
    }

    /// The spring for an animation of `duration` seconds.
    public func spring(duration: TimeInterval) -> Spring {
        let velocity = Double(hypot(initialVelocity.dx, initialVelocity.dy))
        if let physical {
            return Spring(mass: physical.mass, stiffness: physical.stiffness, damping: physical.damping, initialVelocity: velocity)
        }
        return Spring(duration: duration, dampingRatio: dampingRatio ?? 1, initialVelocity: velocity)
    }

    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }
}
