import Foundation

/// A basic animation whose progress follows a `Spring`, as `CASpringAnimation`; it lasts until
/// the spring settles unless `duration` is set.
///
///     let drop = SpringAnimation(keyPath: "position.y", spring: Spring(bounciness: 10))
///     drop.toValue = container.center.y
///     layer.add(drop, forKey: "drop")
open class SpringAnimation: BasicAnimation {
    public var spring: Spring

    public init(keyPath: String, spring: Spring = Spring()) {
        self.spring = spring
        super.init(keyPath: keyPath)
    }

    /// A spring animation whose `keyPath` is set afterwards, as `CASpringAnimation()` is made.
    public convenience init() {
        self.init(keyPath: "")
    }

    /// `CASpringAnimation`'s parameters; setting one rebuilds `spring` as a Core Animation spring.
    public var mass: Double {
        get { spring.mass }
        set { spring = Spring(mass: newValue, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity) }
    }
    public var stiffness: Double {
        get { spring.stiffness }
        set { spring = Spring(mass: mass, stiffness: newValue, damping: damping, initialVelocity: initialVelocity) }
    }
    public var damping: Double {
        get { spring.damping }
        set { spring = Spring(mass: mass, stiffness: stiffness, damping: newValue, initialVelocity: initialVelocity) }
    }
    public var initialVelocity: Double {
        get { spring.initialVelocity }
        set { spring = Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: newValue) }
    }
    public var settlingDuration: TimeInterval { spring.settlingDuration }

    open override func copy() -> Any {
        let copy = SpringAnimation(keyPath: keyPath, spring: spring)
        copySettings(into: copy)
        return copy
    }

    open override var defaultDuration: TimeInterval { spring.settlingDuration }

    /// The spring's value at `time` seconds: springs run in real seconds, not stretched to the duration.
    open override func fraction(atTime time: TimeInterval) -> Double {
        spring.value(at: time)
    }
}
