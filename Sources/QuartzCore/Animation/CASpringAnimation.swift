import CoreGraphics
import Foundation

/// A basic animation whose progress follows a damped spring, as `CASpringAnimation`; it lasts
/// until the spring settles unless `duration` is set.
///
///     let drop = CASpringAnimation(keyPath: "position.y")
///     drop.damping = 12
///     drop.toValue = container.center.y
///     layer.add(drop, forKey: "drop")
open class CASpringAnimation: CABasicAnimation {
    /// The spring the parameters describe.
    @exclusivity(unchecked) package var spring: Spring

    package init(keyPath: String?, spring: Spring) {
        self.spring = spring
        super.init(keyPath: keyPath)
    }

    public override init(keyPath: String?) {
        spring = Spring()
        super.init(keyPath: keyPath)
    }

    /// iOS 17's spring by pace and bounce: see `Spring(perceptualDuration:bounce:)`. Set
    /// `keyPath` and the values before adding it.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init(keyPath: nil, spring: Spring(perceptualDuration: perceptualDuration, bounce: Double(bounce)))
    }

    /// `CASpringAnimation`'s parameters; setting one rebuilds the spring as Core Animation's.
    public var mass: CGFloat {
        get { spring.mass }
        set { spring = Spring(mass: newValue, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity) }
    }
    public var stiffness: CGFloat {
        get { spring.stiffness }
        set { spring = Spring(mass: mass, stiffness: newValue, damping: damping, initialVelocity: initialVelocity) }
    }
    public var damping: CGFloat {
        get { spring.damping }
        set { spring = Spring(mass: mass, stiffness: stiffness, damping: newValue, initialVelocity: initialVelocity) }
    }
    public var initialVelocity: CGFloat {
        get { spring.initialVelocity }
        set { spring = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: newValue) }
    }
    public var settlingDuration: CFTimeInterval { spring.settlingDuration }
    public var perceptualDuration: CFTimeInterval { spring.perceptualDuration }
    public var bounce: CGFloat { CGFloat(spring.bounce) }
    /// Kept for ported code: overdamped springs move as critically damped ones here.
    public var allowsOverdamping = false

    open override func copy() -> Any {
        let copy = CASpringAnimation(keyPath: keyPath, spring: spring)
        copySettings(into: copy)
        copy.allowsOverdamping = allowsOverdamping
        return copy
    }

    package override var defaultDuration: CFTimeInterval { spring.settlingDuration }

    /// The spring's value at `time` seconds: springs run in real seconds, not stretched to the duration.
    package override func fraction(atTime time: CFTimeInterval) -> Double {
        spring.value(at: time)
    }
}
