import Foundation

/// Animations that run together on one layer under a shared timing, as `CAAnimationGroup`.
/// Each child's `beginTime` counts from the group's start, the group's duration cuts them off,
/// and the group's `timingFunction`, when set, eases the time its children see.
open class AnimationGroup: Animation {
    public var animations: [Animation] = []

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
