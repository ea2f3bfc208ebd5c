import Foundation

/// An animation of one layer property named by key path, as `CAPropertyAnimation`.
open class PropertyAnimation: Animation {
    /// Core Animation's key path, e.g. "opacity", "position.y" or "transform.rotation.z"; it can
    /// be set after the animation is made, until it is added to a layer.
    public var keyPath: String {
        didSet { property = LayerKeyPath.named(keyPath) }
    }
    /// Whether the value is added to the property's current value instead of replacing it.
    public var isAdditive = false
    /// The resolved key path; nil for an unknown name, which `validate(for:)` reports.
    private(set) var property: LayerKeyPath?

    public init(keyPath: String) {
        self.keyPath = keyPath
        property = LayerKeyPath.named(keyPath)
        super.init()
    }

    /// An animation whose `keyPath` is set afterwards, as `CABasicAnimation()` is made.
    public convenience override init() {
        self.init(keyPath: "")
    }

    open override func copy() -> Any {
        let copy = PropertyAnimation(keyPath: keyPath)
        copySettings(into: copy)
        return copy
    }

    override func copySettings(into copy: Animation) {
        super.copySettings(into: copy)
        (copy as? PropertyAnimation)?.isAdditive = isAdditive
    }

    /// Checks that the key path exists on `layer` and that every value fits it, in one kind.
    open override func validate(for layer: Layer) throws {
        try super.validate(for: layer)
        guard let property else { throw AnimationError.unknownKeyPath(keyPath) }
        guard property.appliesTo(layer) else {
            throw AnimationError.keyPathNeedsLayerClass(
                keyPath: keyPath, layerClass: property.layerClass ?? "Layer", actual: String(describing: type(of: layer)))
        }
        var kind: AnimatableValue.Kind?
        for (role, value) in namedValues {
            guard property.kinds.contains(value.kind) else {
                throw AnimationError.mismatchedValue(keyPath: keyPath, role: role, expected: property.kinds, actual: value.kind)
            }
            if let kind, kind != value.kind {
                throw AnimationError.mismatchedValue(keyPath: keyPath, role: role, expected: [kind], actual: value.kind)
            }
            guard value.isFinite else {
                throw AnimationError.nonFiniteValue(keyPath: keyPath, role: role)
            }
            kind = value.kind
        }
        if isAdditive, kind == .path || kind == .list { throw AnimationError.notAddable(keyPath: keyPath) }
    }

    /// The animation's values with the name each goes by, for validation messages.
    var namedValues: [(String, AnimatableValue)] { [] }

    /// The kind of the animation's values (the key path's first kind when it has none).
    var valueKind: AnimatableValue.Kind {
        namedValues.first?.1.kind ?? property?.kinds[0] ?? .double
    }

    /// Sets `value` on `presentation`, added to what is there when the animation is additive.
    func write(_ value: AnimatableValue, to presentation: Layer) {
        guard let property else { return }
        if isAdditive {
            property.set(presentation, property.value(of: presentation, as: value.kind).adding(value))
        } else {
            property.set(presentation, value)
        }
    }
}
