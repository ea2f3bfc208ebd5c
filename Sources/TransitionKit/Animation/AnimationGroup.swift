import Foundation

/// Animations that run together on one layer under a shared timing, as `CAAnimationGroup`.
/// Each child's `beginTime` counts from the group's start, the group's duration cuts them off,
/// and the group's `timingFunction`, when set, eases the time its children see.
open class AnimationGroup: Animation {
    public var animations: [Animation] = []
    /// `animations` under a second name, which the `QuartzCore` module reaches past its optional one.
    package var animationList: [Animation] {
        get { animations }
        set { animations = newValue }
    }

    /// A copy whose animations are copies too.
    open override func copy() -> Any {
        let copy = AnimationGroup()
        copySettings(into: copy)
        copy.animations = animations.compactMap { $0.copy() as? Animation }
        return copy
    }

    open override func validate(for layer: Layer) throws {
        try super.validate(for: layer)
        for animation in animations { try animation.validate(for: layer) }
    }

    open override func apply(atTime time: TimeInterval, to presentation: Layer) {
        let childTime = timingFunction == nil ? time : easedFraction(atTime: time) * duration
        for animation in animations {
            animation.present(elapsed: childTime - animation.beginTime, on: presentation)
        }
    }
}
