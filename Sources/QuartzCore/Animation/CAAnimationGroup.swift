import Foundation

/// Animations that run together on one layer under a shared timing, as `CAAnimationGroup`.
/// Each child's `beginTime` counts from the group's start, the group's duration cuts them off,
/// and the group's `timingFunction`, when set, eases the time its children see.
open class CAAnimationGroup: CAAnimation {
    /// The children as the engine runs them.
    package var animationList: [CAAnimation] = []
    /// Optional, as Core Animation's; nil runs none.
    public var animations: [CAAnimation]? {
        get { animationList }
        set { animationList = newValue ?? [] }
    }

    /// A copy whose animations are copies too.
    open override func copy() -> Any {
        let copy = CAAnimationGroup()
        copySettings(into: copy)
        copy.animationList = animationList.compactMap { $0.copy() as? CAAnimation }
        return copy
    }

    package override func validate(for layer: CALayer) throws {
        try super.validate(for: layer)
        for animation in animationList { try animation.validate(for: layer) }
    }

    package override func apply(atTime time: TimeInterval, to presentation: CALayer) {
        let childTime = timingFunction == nil ? time : easedFraction(atTime: time) * duration
        for animation in animationList {
            animation.present(elapsed: childTime - animation.beginTime, on: presentation)
        }
    }
}
