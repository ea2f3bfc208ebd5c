import CoreGraphics
import Foundation

/// Supplies the animation for a change of a layer property, as `CALayerDelegate`'s
/// `action(for:forKey:)`; `UIView` is one, which is how `UIView.animate` turns changes into animations.
public protocol CALayerDelegate: AnyObject {
    /// The animation to run for the change of `key` ("opacity", "position" …), or nil for none.
    /// A returned `CABasicAnimation` without values gets the presented value before the change as
    /// `fromValue` and the new model value as `toValue`.
    func action(for layer: CALayer, forKey key: String) -> CAAnimation?
    /// Paints `layer`'s contents into `ctx`, which is also the current context.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out `layer`'s sublayers, called from its `layoutSublayers()`: a view lays out its
    /// subviews here.
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// No animation, as a `CALayerDelegate` that leaves the method out gives.
    public func action(for layer: CALayer, forKey key: String) -> CAAnimation? { nil }
    /// Nothing drawn.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Nothing laid out.
    public func layoutSublayers(of layer: CALayer) {}
}

/// A layer delegate that may take a change itself, before any action is asked for: UIKit's
/// keyframe blocks record each change of a view's layer, with what was on screen before it and
/// the new model value, and build the keyframes when the block ends.
package protocol CALayerChangeRecording: CALayerDelegate {
    /// Whether changes are taken now, instead of asking for an action.
    var isRecordingLayerChanges: Bool { get }
    /// Takes a change: `presented` is what the layer showed before it, `value` the new model value.
    func layer(_ layer: CALayer, didChange key: String, presented: AnimatableValue, to value: AnimatableValue)
}

extension CALayer {
    /// Asks the delegate for an animation for the change of `property` from `oldValue` and runs it.
    func runAction(for property: LayerKeyPath, from oldValue: AnimatableValue) {
        let key = property.name
        if let recorder = changeRecorder, recorder.isRecordingLayerChanges {
            return recorder.layer(self, didChange: key, presented: presentedValue(of: property, modelValue: oldValue),
                                  to: property.value(of: self))
        }
        guard let delegate, let action = delegate.action(for: self, forKey: key) else { return }
        if let basic = action as? CABasicAnimation, basic.from == nil, basic.to == nil, basic.by == nil {
            basic.from = presentedValue(of: property, modelValue: oldValue)
            basic.to = property.value(of: self)
        }
        add(action, forKey: key)
    }

    /// What the presentation shows for `property` now (in `kind`), or would show if its model
    /// value were `modelValue`.
    package func presentedValue(of property: LayerKeyPath, as kind: AnimatableValue.Kind? = nil,
                        modelValue: AnimatableValue? = nil) -> AnimatableValue {
        guard !animationRuns.isEmpty else { return modelValue ?? property.value(of: self, as: kind) }
        let copy = shallowCopy()
        if let modelValue { property.set(copy, modelValue) }
        applyAnimations(to: copy, mapping: timeMapping)
        return property.value(of: copy, as: kind)
    }
}
