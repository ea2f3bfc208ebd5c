import CoreGraphics
import Foundation

extension CAAnimation {
    /// Key-value coding: values set for any key, as code tags animations to find them in `animationDidStop`.
    public func value(forKey key: String) -> Any? { customValues[key] }
    public func setValue(_ value: Any?, forKey key: String) { customValues[key] = value }
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
