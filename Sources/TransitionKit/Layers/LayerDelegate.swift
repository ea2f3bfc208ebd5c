import Foundation

/// Supplies the animation for a change of a layer property, as `CALayerDelegate`'s
/// `action(for:forKey:)`; `View` is one, which is how `View.animate` turns changes into animations.
public protocol LayerDelegate: AnyObject {
    /// The animation to run for the change of `key` ("opacity", "position" …), or nil for none.
    /// A returned `BasicAnimation` without values gets the presented value before the change as
    /// `fromValue` and the new model value as `toValue`.
    func action(for layer: Layer, forKey key: String) -> Animation?
    /// Paints `layer`'s contents into `ctx`, which is also the current context.
    func draw(_ layer: Layer, in ctx: CGContext)
}

extension LayerDelegate {
    /// No animation, as a `CALayerDelegate` that leaves the method out gives.
    public func action(for layer: Layer, forKey key: String) -> Animation? { nil }
    /// Nothing drawn.
    public func draw(_ layer: Layer, in ctx: CGContext) {}
}

extension Layer {
    /// Asks the delegate for an animation for the change of `key` from `oldValue` and runs it.
    func runAction(forKey key: String, from oldValue: AnimatableValue) {
        if let keyframes = ViewKeyframeContext.current, delegate is View, let property = LayerKeyPath.named(key) {
            return keyframes.record(self, key: key, presented: presentedValue(of: property, modelValue: oldValue),
                                    now: property.value(of: self))
        }
        guard let delegate, let action = delegate.action(for: self, forKey: key) else { return }
        if let basic = action as? BasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let property = LayerKeyPath.named(key) {
            basic.fromValue = presentedValue(of: property, modelValue: oldValue)
            basic.toValue = property.value(of: self)
        }
        add(action, forKey: key)
    }

    /// What the presentation shows for `property` now (in `kind`), or would show if its model
    /// value were `modelValue`.
    func presentedValue(of property: LayerKeyPath, as kind: AnimatableValue.Kind? = nil,
                        modelValue: AnimatableValue? = nil) -> AnimatableValue {
        guard !animationRuns.isEmpty else { return modelValue ?? property.value(of: self, as: kind) }
        let copy = shallowCopy()
        if let modelValue { property.set(copy, modelValue) }
        applyAnimations(to: copy, mapping: timeMapping)
        return property.value(of: copy, as: kind)
    }
}
