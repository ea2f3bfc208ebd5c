import Foundation

/// Why an animation cannot run on a layer; `CALayer.add(_:forKey:)` stops with this message, and
/// `CAAnimation.validate(for:)` throws it for code that wants to check first.
package enum AnimationError: Error, Equatable, CustomStringConvertible {
    /// The key path is not one the engine animates.
    case unknownKeyPath(String)
    /// The key path belongs to a layer subclass the layer is not.
    case keyPathNeedsLayerClass(keyPath: String, layerClass: String, actual: String)
    /// A value's type does not fit the key path.
    case mismatchedValue(keyPath: String, role: String, expected: [AnimatableValue.Kind], actual: AnimatableValue.Kind)
    /// A value holds NaN or an infinity.
    case nonFiniteValue(keyPath: String, role: String)
    /// A number that must be finite (and, for durations, not negative) is not.
    case invalidTiming(property: String, value: Double)
    /// The animation has nothing to animate to.
    case missingValues(keyPath: String, detail: String)
    /// Key times or per-segment timing functions do not fit the keyframe values.
    case invalidKeyframes(keyPath: String, detail: String)
    /// Paths cannot be summed, so they cannot be by-values or additive.
    case notAddable(keyPath: String)

    public var description: String {
        switch self {
        case .unknownKeyPath(let keyPath) where keyPath.isEmpty:
            "the animation has no key path; set keyPath to one of: \(LayerKeyPath.allNames.joined(separator: ", "))"
        case .unknownKeyPath(let keyPath):
            "unknown key path \"\(keyPath)\"; animatable key paths are: \(LayerKeyPath.allNames.joined(separator: ", "))"
        case let .keyPathNeedsLayerClass(keyPath, layerClass, actual):
            "key path \"\(keyPath)\" needs a \(layerClass), but the layer is a \(actual)"
        case let .mismatchedValue(keyPath, role, expected, actual):
            "\(role) of the \"\(keyPath)\" animation is a \(actual.rawValue) value, but \"\(keyPath)\" takes "
                + expected.map(\.rawValue).joined(separator: " or ")
        case let .nonFiniteValue(keyPath, role):
            "\(role) of the \"\(keyPath)\" animation is not finite (NaN or infinite); use finite numbers"
        case let .invalidTiming(property, value):
            "animation \(property) must be a finite number ≥ 0, got \(value)"
        case let .missingValues(keyPath, detail), let .invalidKeyframes(keyPath, detail):
            "the \"\(keyPath)\" animation \(detail)"
        case .notAddable(let keyPath):
            "the \"\(keyPath)\" animation adds paths or arrays (byValue or isAdditive), but these cannot be added; use fromValue and toValue"
        }
    }
}
