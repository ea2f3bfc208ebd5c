import Foundation
import TransitionKit

/// `CAAnimation`'s members whose Core Animation types differ from TransitionKit's.
extension Animation {
    /// `.infinity` (or `Float.greatestFiniteMagnitude`, as older code writes it) repeats forever.
    public var repeatCount: Float {
        get { Float(repeatCountValue) }
        set { repeatCountValue = newValue >= .greatestFiniteMagnitude ? .infinity : Double(newValue) }
    }

    public var speed: Float {
        get { Float(speedValue) }
        set { speedValue = Double(newValue) }
    }

    /// Key-value coding over `keyedValues`, as code tags animations to find them in `animationDidStop`.
    public func value(forKey key: String) -> Any? { keyedValues[key] }
    public func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
}

extension PropertyAnimation {
    /// Optional, as Core Animation declares it: nil until an animation made without one is
    /// given one.
    public var keyPath: String? {
        get { keyPathName.isEmpty ? nil : keyPathName }
        set { keyPathName = newValue ?? "" }
    }

    /// Kept for ported code: each repeat runs from the same values, which looks the same for
    /// the usual case of a whole turn (`byValue = 2π`) repeated.
    public var isCumulative: Bool {
        get { keyedValues["isCumulative"] as? Bool ?? false }
        set { keyedValues["isCumulative"] = newValue }
    }
}

extension PropertyAnimation {
    /// An animation of `path`, or of a key path set later when nil, as
    /// `CAPropertyAnimation(keyPath:)` takes an optional.
    @_disfavoredOverload
    public convenience init(keyPath path: String?) {
        self.init(keyPath: path ?? "")
    }
}

extension SpringAnimation {
    /// iOS 17's spring by pace and bounce: see `Spring(perceptualDuration:bounce:)`. Set
    /// `keyPath` and the values before adding it.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init(keyPath: "", spring: Spring(perceptualDuration: perceptualDuration, bounce: Double(bounce)))
    }

    public var perceptualDuration: CFTimeInterval { spring.perceptualDuration }
    public var bounce: CGFloat { CGFloat(spring.bounce) }

    /// Kept for ported code: overdamped springs move as critically damped ones here.
    public var allowsOverdamping: Bool {
        get { keyedValues["allowsOverdamping"] as? Bool ?? false }
        set { keyedValues["allowsOverdamping"] = newValue }
    }
}

/// A function from an animation's scalar values to a transform, as `CAValueFunction`.
public final class CAValueFunction: Sendable {
    public let name: CAValueFunctionName
    public init?(name: CAValueFunctionName) { self.name = name }
}

/// The names of `CAValueFunction`s.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

extension PropertyAnimation {
    /// Kept for ported code, not applied: scalar values animate through a key path such as
    /// "transform.rotation.z" instead.
    public var valueFunction: CAValueFunction? {
        get { keyedValues["valueFunction"] as? CAValueFunction }
        set { keyedValues["valueFunction"] = newValue }
    }
}
