import Foundation

/// An animation between two values of one property, as `CABasicAnimation`. Missing ends come
/// from the layer as Core Animation's do: from only → to the layer's value; to only → from it;
/// by → relative to from, to, or the layer's value.
///
///     let fade = BasicAnimation(keyPath: "opacity")
///     fade.fromValue = 0
///     fade.toValue = 1
///     fade.duration = 0.3
///     layer.add(fade, forKey: "fade")
open class BasicAnimation: PropertyAnimation {
    public var fromValue: (any Animatable)?
    public var toValue: (any Animatable)?
    public var byValue: (any Animatable)?

    open override func copy() -> Any {
        let copy = BasicAnimation(keyPath: keyPath)
        copySettings(into: copy)
        return copy
    }

    override func copySettings(into copy: Animation) {
        super.copySettings(into: copy)
        guard let copy = copy as? BasicAnimation else { return }
        (copy.fromValue, copy.toValue, copy.byValue) = (fromValue, toValue, byValue)
    }

    open override func validate(for layer: Layer) throws {
        try super.validate(for: layer)
        if fromValue == nil, toValue == nil, byValue == nil {
            throw AnimationError.missingValues(keyPath: keyPath, detail: "has no fromValue, toValue or byValue; set at least one")
        }
        if let kind = byValue?.animatableValue.kind, kind == .path || kind == .list { throw AnimationError.notAddable(keyPath: keyPath) }
    }

    override var namedValues: [(String, AnimatableValue)] {
        [("fromValue", fromValue), ("toValue", toValue), ("byValue", byValue)].compactMap { role, value in
            value.map { (role, $0.animatableValue) }
        }
    }

    /// The fraction of the way from start to end at `time`; springs override it.
    open func fraction(atTime time: TimeInterval) -> Double {
        easedFraction(atTime: time)
    }

    override var valueKind: AnimatableValue.Kind {
        (fromValue ?? toValue ?? byValue)?.animatableValue.kind ?? super.valueKind
    }

    open override func apply(atTime time: TimeInterval, to presentation: Layer) {
        guard let property else { return }
        let (from, to) = endpoints { isAdditive ? nil : property.value(of: presentation, as: $0) }
        write(from.interpolated(to: to, fraction: fraction(atTime: time)), to: presentation)
    }

    /// Start and end values. A missing end is `base(kind)`, the layer's value, read only when
    /// needed; for additive animations (base nil) it is the value that adds nothing.
    func endpoints(base: (AnimatableValue.Kind) -> AnimatableValue?) -> (AnimatableValue, AnimatableValue) {
        let from = fromValue?.animatableValue, to = toValue?.animatableValue
        if let from, let to { return (from, to) }
        let by = byValue?.animatableValue
        let some = from ?? to ?? by ?? .double(0)
        let origin = base(some.kind) ?? some.zero
        switch (from, to, by) {
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, origin)
        case let (nil, to?, nil): return (origin, to)
        case let (nil, nil, by?): return (origin, origin.adding(by))
        default: return (origin, origin)
        }
    }
}
