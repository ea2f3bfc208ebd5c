import Foundation

/// An animation between two values of one property, as `CABasicAnimation`. Missing ends come
/// from the layer as Core Animation's do: from only → to the layer's value; to only → from it;
/// by → relative to from, to, or the layer's value.
///
///     let fade = CABasicAnimation(keyPath: "opacity")
///     fade.fromValue = 0
///     fade.toValue = 1
///     fade.duration = 0.3
///     layer.add(fade, forKey: "fade")
open class CABasicAnimation: CAPropertyAnimation {
    /// The start, end and offset as the engine animates them; a value that is not animatable
    /// (a string, say) is dropped, as it would do nothing on iOS either.
    @exclusivity(unchecked) package var from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?

    /// `Any`, as Core Animation types it: a number, `CGPoint`, `CGColor`, `CGPath`, `CATransform3D`, `NSValue`…
    public var fromValue: Any? { get { from?.boxed } set { from = animatable(newValue)?.animatableValue } }
    public var toValue: Any? { get { to?.boxed } set { to = animatable(newValue)?.animatableValue } }
    public var byValue: Any? { get { by?.boxed } set { by = animatable(newValue)?.animatableValue } }

    open override func copy() -> Any {
        let copy = CABasicAnimation(keyPath: keyPath)
        copySettings(into: copy)
        return copy
    }

    override func copySettings(into copy: CAAnimation) {
        super.copySettings(into: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        (copy.from, copy.to, copy.by) = (from, to, by)
    }

    package override func validate(for layer: CALayer) throws {
        try super.validate(for: layer)
        if from == nil, to == nil, by == nil {
            throw AnimationError.missingValues(keyPath: keyPathName, detail: "has no fromValue, toValue or byValue; set at least one")
        }
        if let kind = by?.kind, kind == .path || kind == .list { throw AnimationError.notAddable(keyPath: keyPathName) }
    }

    override var namedValues: [(String, AnimatableValue)] {
        [("fromValue", from), ("toValue", to), ("byValue", by)].compactMap { role, value in value.map { (role, $0) } }
    }

    /// The fraction of the way from start to end at `time`; springs override it.
    package func fraction(atTime time: CFTimeInterval) -> Double {
        easedFraction(atTime: time)
    }

    package override var valueKind: AnimatableValue.Kind {
        (from ?? to ?? by)?.kind ?? super.valueKind
    }

    package override func apply(atTime time: CFTimeInterval, to presentation: CALayer) {
        guard let property else { return }
        let (from, to) = endpoints { isAdditive ? nil : property.value(of: presentation, as: $0) }
        write(from.interpolated(to: to, fraction: fraction(atTime: time)), to: presentation)
    }

    /// Start and end values. A missing end is `base(kind)`, the layer's value, read only when
    /// needed; for additive animations (base nil) it is the value that adds nothing.
    func endpoints(base: (AnimatableValue.Kind) -> AnimatableValue?) -> (AnimatableValue, AnimatableValue) {
        if let from, let to { return (from, to) }
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
