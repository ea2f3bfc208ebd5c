import Foundation

/// How an animation shows outside its active time, as `CAMediaTimingFillMode`.
public enum CAMediaTimingFillMode: Sendable {
    /// No effect before or after.
    case removed
    /// Holds the end state after it ends (needs `isRemovedOnCompletion = false` to outlive its end).
    case forwards
    /// Shows the start state before a delayed begin.
    case backwards
    /// Both of the above.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Told when an animation stops, as `CAAnimationDelegate`; `finished` is false when it was
/// removed (or replaced under its key) before its end.
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation is added to a layer.
    func animationDidStart(_ animation: CAAnimation)
    func animationDidStop(_ animation: CAAnimation, finished: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ animation: CAAnimation) {}
    public func animationDidStop(_ animation: CAAnimation, finished: Bool) {}
}

/// The timing every animation shares, as `CAAnimation` with `CAMediaTiming`. Subclasses say
/// what happens at a moment of the animation's simple time by overriding `apply(atTime:to:)`.
///
/// Times are in seconds of the layer's time: `beginTime` 0 means "when added", otherwise it is an
/// absolute time such as `VirtualClock.now + 0.3` (Core Animation's `CACurrentMediaTime() + 0.3`).
open class CAAnimation {
    // Stored timing properties skip Swift's run-time exclusivity checks, as a layer's do: an
    // animation belongs to its scene's one thread, and the checks were about a tenth of the
    // time every presentation spends evaluating animations.
    @exclusivity(unchecked) public var beginTime: CFTimeInterval = 0
    /// The length of one pass; 0.25 s unless set (springs default to their settling time).
    public var duration: CFTimeInterval {
        get { explicitDuration ?? defaultDuration }
        set { explicitDuration = newValue }
    }
    @exclusivity(unchecked) private var explicitDuration: CFTimeInterval?
    /// The rate as the engine keeps it; `speed` is Core Animation's `Float` of it.
    @exclusivity(unchecked) package var speedValue: Double = 1
    public var speed: Float {
        get { Float(speedValue) }
        set { speedValue = Double(newValue) }
    }
    /// Where in its local time the animation starts; it wraps around to play the rest.
    @exclusivity(unchecked) public var timeOffset: CFTimeInterval = 0
    /// Passes to play, as the engine keeps them: 0 means 1, fractions play part of the last pass,
    /// `.infinity` never ends.
    @exclusivity(unchecked) package var repeatCountValue: Double = 0
    /// `.infinity` (or `Float.greatestFiniteMagnitude`, as older code writes it) repeats forever.
    public var repeatCount: Float {
        get { Float(repeatCountValue) }
        set { repeatCountValue = newValue >= .greatestFiniteMagnitude ? .infinity : Double(newValue) }
    }
    /// Seconds to repeat for; kept, repeats are counted by `repeatCount` here.
    @exclusivity(unchecked) public var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) public var autoreverses = false
    @exclusivity(unchecked) public var fillMode: CAMediaTimingFillMode = .removed
    @exclusivity(unchecked) public var isRemovedOnCompletion = true
    /// The easing of each pass; nil is linear.
    @exclusivity(unchecked) public var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Core Animation does, so an animator can be its own animation's delegate.
    public var delegate: CAAnimationDelegate?
    /// Runs after the delegate when the animation stops, with `finished` as the delegate gets it:
    /// how UIKit's own animations complete without taking the delegate an app may set.
    package var completion: ((_ finished: Bool) -> Void)?
    /// Values set for keys, as Core Animation's key-value coding lets code tag an animation
    /// (`setValue(layer, forKey: "layer")`) and find the tag again in `animationDidStop`.
    var customValues: [String: Any] = [:]

    public init() {}

    /// The duration used when none is set.
    package var defaultDuration: TimeInterval { 0.25 }

    /// A copy with the same settings, as `CAAnimation` copies through `NSCopying`; changing
    /// the copy leaves this one alone. A subclass of Core Animation's classes is copied as the
    /// class it derives from.
    open func copy() -> Any {
        let copy = CAAnimation()
        copySettings(into: copy)
        return copy
    }

    /// Gives `copy` this animation's settings; each class adds its own.
    func copySettings(into copy: CAAnimation) {
        (copy.beginTime, copy.explicitDuration, copy.speedValue, copy.timeOffset) = (beginTime, explicitDuration, speedValue, timeOffset)
        (copy.repeatCountValue, copy.repeatDuration, copy.autoreverses, copy.fillMode) = (repeatCountValue, repeatDuration, autoreverses, fillMode)
        (copy.isRemovedOnCompletion, copy.timingFunction) = (isRemovedOnCompletion, timingFunction)
        (copy.delegate, copy.completion, copy.customValues) = (delegate, completion, customValues)
    }

    /// Writes the animation's effect at `time` (0…duration, after repeats, reversal, speed and
    /// offset) into `presentation`, a copy of the layer that already shows the animations added
    /// before this one. The hook for new kinds of animation, such as transitions.
    package func apply(atTime time: TimeInterval, to presentation: CALayer) {}

    /// Throws when the animation cannot run on `layer`: bad timing numbers here; key paths and
    /// values in subclasses.
    package func validate(for layer: CALayer) throws {
        func check(_ name: String, _ value: Double, allowsInfinity: Bool = false) throws {
            guard !value.isNaN, value >= 0, allowsInfinity || value.isFinite else {
                throw AnimationError.invalidTiming(property: name, value: value)
            }
        }
        try check("duration", duration)
        try check("speed", speedValue)
        try check("repeatCount", repeatCountValue, allowsInfinity: true)
        guard beginTime.isFinite else { throw AnimationError.invalidTiming(property: "beginTime", value: beginTime) }
        guard timeOffset.isFinite else { throw AnimationError.invalidTiming(property: "timeOffset", value: timeOffset) }
    }

    // MARK: Timing

    /// The time from begin to end in the parent's time: every pass, reversed passes included,
    /// over `speed`; infinite for endless repeats or a speed of 0.
    package var activeDuration: TimeInterval {
        let local = passLength * passes
        if local == 0 { return 0 }
        return speedValue > 0 ? local / speedValue : .infinity
    }

    private var passes: Double { repeatCountValue == 0 ? 1 : repeatCountValue }
    private var passLength: TimeInterval { autoreverses ? 2 * duration : duration }

    /// Applies the animation as it stands `elapsed` seconds after its begin (negative before it),
    /// or does nothing when it has no effect then.
    func present(elapsed: TimeInterval, on presentation: CALayer) {
        if let time = simpleTime(elapsed: elapsed) { apply(atTime: time, to: presentation) }
    }

    /// The simple time at `elapsed`, or nil outside the active time and its fill.
    func simpleTime(elapsed: TimeInterval) -> TimeInterval? {
        let total = passLength * passes
        if elapsed < 0 {
            return fillMode.fillsBackwards ? fold(total > 0 ? timeOffset.truncatingRemainder(dividingBy: total) : 0) : nil
        }
        let played = elapsed * speedValue
        if played >= total {
            return fillMode.fillsForwards ? endTime(total) : nil
        }
        let local = played + timeOffset
        return fold(total.isFinite ? local.truncatingRemainder(dividingBy: total) : local)
    }

    /// A local time inside the active span, folded into one forward or reversed pass.
    private func fold(_ local: TimeInterval) -> TimeInterval {
        guard duration > 0 else { return 0 }
        let within = local - (local / passLength).rounded(.down) * passLength
        return within <= duration ? within : passLength - within
    }

    /// Where the last pass stops: the end of a forward pass, or the start after a reversed one.
    private func endTime(_ total: TimeInterval) -> TimeInterval {
        guard duration > 0 else { return duration }
        let completed = total / passLength
        let part = completed - completed.rounded(.down)
        return part == 0 ? (autoreverses ? 0 : duration) : fold(part * passLength)
    }

    /// The eased fraction of one pass at `time`, for subclasses that interpolate.
    func easedFraction(atTime time: TimeInterval) -> Double {
        let progress = duration > 0 ? time / duration : 1
        return (timingFunction ?? .linear).value(at: progress)
    }
}
