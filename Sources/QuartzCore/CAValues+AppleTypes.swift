import CoreGraphics
import Foundation
import TransitionKit

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

extension BasicAnimation {
    public var fromValue: Any? { get { fromAnimatable } set { fromAnimatable = animatable(newValue) } }
    public var toValue: Any? { get { toAnimatable } set { toAnimatable = animatable(newValue) } }
    public var byValue: Any? { get { byAnimatable } set { byAnimatable = animatable(newValue) } }
}

extension KeyframeAnimation {
    public var values: [Any]? {
        get { animatableValues.isEmpty ? nil : animatableValues }
        set { animatableValues = (newValue ?? []).compactMap(animatable) }
    }

    public var keyTimes: [NSNumber]? {
        get { keyTimeValues?.map { NSNumber(value: $0) } }
        set { keyTimeValues = newValue?.map(\.doubleValue) }
    }
}

extension GradientLayer {
    public var colors: [Any]? {
        get { colorValues }
        set { colorValues = newValue?.compactMap { $0 as? CGColor } }
    }

    public var locations: [NSNumber]? {
        get { locationValues?.map { NSNumber(value: $0) } }
        set { locationValues = newValue?.map(\.doubleValue) }
    }
}

extension ShapeLayer {
    public var lineDashPattern: [NSNumber]? {
        get { dashPattern?.map { NSNumber(value: $0) } }
        set { dashPattern = newValue?.map(\.doubleValue) }
    }
}

extension TextLayer {
    /// A `String`, or an attributed string whose characters are shown.
    public var string: Any? {
        get { stringValue }
        set { stringValue = (newValue as? String) ?? (newValue as? NSAttributedString)?.string ?? "" }
    }

    /// A `UIFont` sets the size and weight; a font name is kept.
    public var font: Any? {
        get { keyedValues["font"] }
        set {
            keyedValues["font"] = newValue
            if let font = newValue as? Font { (fontSize, fontWeight) = (font.pointSize, font.weight) }
        }
    }

    public var alignmentMode: CATextLayerAlignmentMode { get { alignment } set { alignment = newValue } }
    /// Kept for ported code: text that does not fit is clipped.
    public var truncationMode: CATextLayerTruncationMode {
        get { keyedValues["truncationMode"] as? CATextLayerTruncationMode ?? .none }
        set { keyedValues["truncationMode"] = newValue }
    }
}

extension Layer {
    /// The model value at a key path, as key-value coding gives it (scalars as `CGFloat`), or a
    /// value stored with `setValue(_:forKey:)`.
    public func value(forKeyPath keyPath: String) -> Any? {
        animatableValue(forKeyPath: keyPath)?.boxed ?? keyedValues[keyPath]
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let value = animatable(value), setAnimatableValue(value.animatableValue, forKeyPath: keyPath) { return }
        keyedValues[keyPath] = value
    }
}

/// Where a text layer cuts text that does not fit, as `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
