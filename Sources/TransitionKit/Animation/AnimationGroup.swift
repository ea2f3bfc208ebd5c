import Foundation

/// Animations that run together on one layer under a shared timing, as `CAAnimationGroup`.
/// Each child's `beginTime` counts from the group's start, and the group's duration cuts them off.
open class AnimationGroup: Animation {
    public var animations: [Animation] = []

    open override func validate(for layer: Layer) throws {
        try super.validate(for: layer)
        for animation in animations { try animation.validate(for: layer) }
    }

    open override func apply(atTime time: TimeInterval, to presentation: Layer) {
        for animation in animations {
            animation.present(elapsed: time - animation.beginTime, on: presentation)
        }
    }
}
