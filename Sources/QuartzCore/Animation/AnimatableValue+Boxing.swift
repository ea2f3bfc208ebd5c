import CoreGraphics
import Foundation

// The members Core Animation types as `Any` or `[NSNumber]`, so code that hands them boxed or
// untyped values compiles as on iOS. Values that are not animatable are dropped.

extension AnimatableValue {
    /// The value as iOS code reads it back from `Any`: scalars as `CGFloat`.
    var boxed: Any {
        switch self {
        case .double(let v): CGFloat(v)
        case .point(let p): p
        case .size(let s): s
        case .rect(let r): r
        case .color(let c): c
        case .transform(let t): t
        case .path(let p): CGPath(p)
        case .list(let values): values.map(\.boxed)
        }
    }
}

/// An untyped value as an animatable one, or nil.
func animatable(_ value: Any?) -> (any Animatable)? {
    guard let value else { return nil }
    if let array = value as? [Any], !(value is any Animatable) {
        return AnimatableValue.list(array.compactMap { animatable($0)?.animatableValue })
    }
    return value as? any Animatable
}

extension CALayer {
    /// The model value at a key path, as key-value coding gives it (scalars as `CGFloat`), or a
    /// value stored with `setValue(_:forKey:)`.
    public func value(forKeyPath keyPath: String) -> Any? {
        animatableValue(forKeyPath: keyPath)?.boxed ?? customValues[keyPath]
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let value = animatable(value), setAnimatableValue(value.animatableValue, forKeyPath: keyPath) { return }
        customValues[keyPath] = value
    }

    /// The model value at a Core Animation key path ("opacity", "transform.rotation.z" …), or
    /// nil for a path no property animates.
    package func animatableValue(forKeyPath keyPath: String) -> AnimatableValue? {
        LayerKeyPath.named(keyPath).flatMap { $0.appliesTo(self) ? $0.value(of: self) : nil }
    }

    /// Sets the model value at a key path; false when the path or the value's kind does not fit.
    package func setAnimatableValue(_ value: AnimatableValue, forKeyPath keyPath: String) -> Bool {
        guard let property = LayerKeyPath.named(keyPath), property.appliesTo(self), property.kinds.contains(value.kind) else {
            return false
        }
        property.set(self, value)
        return true
    }
}
