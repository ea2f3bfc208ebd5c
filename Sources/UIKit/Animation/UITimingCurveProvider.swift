import Foundation
import QuartzCore

/// Which kind of curve a `UITimingCurveProvider` gives, as `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// The timing of a `UIViewPropertyAnimator`, as `UITimingCurveProvider`.
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A Bézier timing curve, as `UICubicTimingParameters`.
public final class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    public init() {
        (animationCurve, controlPoint1, controlPoint2) = (.easeInOut, UIView.AnimationCurve.easeInOut.timingFunction.controlPoint1,
                                                          UIView.AnimationCurve.easeInOut.timingFunction.controlPoint2)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        (animationCurve, controlPoint1, controlPoint2) = (curve, curve.timingFunction.controlPoint1, curve.timingFunction.controlPoint2)
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        (animationCurve, controlPoint1, controlPoint2) = (.easeInOut, point1, point2)
    }

    package var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(points: controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing, as `UISpringTimingParameters`: by damping ratio (the spring then lasts the
/// animator's duration, as UIKit's does) or by mass, stiffness and damping.
public final class UISpringTimingParameters: UITimingCurveProvider {
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
    package func spring(duration: TimeInterval) -> Spring {
        let velocity = Double(hypot(initialVelocity.dx, initialVelocity.dy))
        if let physical {
            return Spring(mass: physical.mass, stiffness: physical.stiffness, damping: physical.damping, initialVelocity: velocity)
        }
        return Spring(duration: duration, dampingRatio: dampingRatio ?? 1, initialVelocity: velocity)
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}
