import Foundation

/// An animation of one layer property named by key path, as `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// Core Animation's key path, e.g. "opacity", "position.y" or "transform.rotation.z";
    /// optional, as Core Animation declares it: nil until an animation made without one is given one.
    public var keyPath: String? {
        didSet { property = keyPath.flatMap(LayerKeyPath.named) }
    }
    /// The key path for messages: empty when there is none.
    package var keyPathName: String { keyPath ?? "" }
    /// Whether the value is added to the property's current value instead of replacing it.
    @exclusivity(unchecked) public var isAdditive = false
    /// Kept for ported code: each repeat runs from the same values, which looks the same for
    /// the usual case of a whole turn (`byValue = 2π`) repeated.
    public var isCumulative = false
    /// Kept for ported code, not applied: scalar values animate through a key path such as
    /// "transform.rotation.z" instead.
    public var valueFunction: CAValueFunction?
    /// The resolved key path; nil for an unknown name, which `validate(for:)` reports.
    @exclusivity(unchecked) package private(set) var property: LayerKeyPath?

    /// An animation of `path`, or of a key path set later when nil.
    public init(keyPath path: String?) {
        keyPath = path
        property = path.flatMap(LayerKeyPath.named)
        super.init()
    }

    /// An animation whose `keyPath` is set afterwards, as `CABasicAnimation()` is made.
    public convenience override init() {
        self.init(keyPath: nil)
    }

    open override func copy() -> Any {
        let copy = CAPropertyAnimation(keyPath: keyPath)
        copySettings(into: copy)
        return copy
    }

    override func copySettings(into copy: CAAnimation) {
        super.copySettings(into: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        (copy.isAdditive, copy.isCumulative, copy.valueFunction) = (isAdditive, isCumulative, valueFunction)
    }

    /// Checks that the key path exists on `layer` and that every value fits it, in one kind.
    package override func validate(for layer: CALayer) throws {
        try super.validate(for: layer)
        guard let property else { throw AnimationError.unknownKeyPath(keyPathName) }
        guard property.appliesTo(layer) else {
            throw AnimationError.keyPathNeedsLayerClass(
                keyPath: keyPathName, layerClass: property.layerClass ?? "CALayer", actual: String(describing: type(of: layer)))
        }
        var kind: AnimatableValue.Kind?
        for (role, value) in namedValues {
            guard property.kinds.contains(value.kind) else {
                throw AnimationError.mismatchedValue(keyPath: keyPathName, role: role, expected: property.kinds, actual: value.kind)
            }
            if let kind, kind != value.kind {
                throw AnimationError.mismatchedValue(keyPath: keyPathName, role: role, expected: [kind], actual: value.kind)
            }
            guard value.isFinite else {
                throw AnimationError.nonFiniteValue(keyPath: keyPathName, role: role)
            }
            kind = value.kind
        }
        if isAdditive, kind == .path || kind == .list { throw AnimationError.notAddable(keyPath: keyPathName) }
    }

    /// The animation's values with the name each goes by, for validation messages.
    var namedValues: [(String, AnimatableValue)] { [] }

    /// The kind of the animation's values (the key path's first kind when it has none).
    package var valueKind: AnimatableValue.Kind {
        namedValues.first?.1.kind ?? property?.kinds[0] ?? .double
    }

    /// Sets `value` on `presentation`, added to what is there when the animation is additive.
    func write(_ value: AnimatableValue, to presentation: CALayer) {
        guard let property else { return }
        if isAdditive {
            property.set(presentation, property.value(of: presentation, as: value.kind).adding(value))
        } else {
            property.set(presentation, value)
        }
    }
}
