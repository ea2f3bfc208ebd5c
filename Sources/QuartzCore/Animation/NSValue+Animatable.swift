import CoreGraphics
import Foundation

// The boxed values iOS code hands to `fromValue`, `toValue` and keyframe `values`.

extension Float: Animatable {
    package var animatableValue: AnimatableValue { .double(Double(self)) }
}

extension NSNumber: Animatable {
    package var animatableValue: AnimatableValue { .double(doubleValue) }
}

/// A boxed geometry value, as Foundation's `NSValue` with UIKit's additions (`NSValue(cgPoint:)`,
/// `NSValue(caTransform3D:)` …); a value here, since it only carries numbers to an animation.
public struct NSValue: Animatable, Hashable {
    package let animatableValue: AnimatableValue

    public init(caTransform3D: CATransform3D) { animatableValue = .transform(caTransform3D) }
    public init(cgPoint: CGPoint) { animatableValue = .point(cgPoint) }
    public init(cgSize: CGSize) { animatableValue = .size(cgSize) }
    public init(cgRect: CGRect) { animatableValue = .rect(cgRect) }
    public init(cgAffineTransform: CGAffineTransform) { animatableValue = .transform(CATransform3D(cgAffineTransform)) }

    public var caTransform3DValue: CATransform3D {
        if case .transform(let t) = animatableValue { return t }
        return .identity
    }
    public var cgPointValue: CGPoint {
        if case .point(let p) = animatableValue { return p }
        return .zero
    }
    public var cgSizeValue: CGSize {
        if case .size(let s) = animatableValue { return s }
        return .zero
    }
    public var cgRectValue: CGRect {
        if case .rect(let r) = animatableValue { return r }
        return .zero
    }
    public var cgAffineTransformValue: CGAffineTransform {
        if case .transform(let t) = animatableValue { return t.affineTransform }
        return .identity
    }
}
