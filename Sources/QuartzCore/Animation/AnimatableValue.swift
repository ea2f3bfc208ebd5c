import Foundation

/// A value an animation can carry: the typed form of Core Animation's `id fromValue`.
package enum AnimatableValue: Hashable, Sendable {
    case double(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor)
    case transform(CATransform3D)
    case path(BezierPath)
    /// An array, as a gradient's `colors` or `locations`, animated element by element.
    case list([AnimatableValue])

    /// The case without its payload, for checking that values fit a key path.
    public enum Kind: String, Sendable {
        case double, point, size, rect, color, transform, path, list
    }

    public var kind: Kind {
        switch self {
        case .double: .double
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .transform: .transform
        case .path: .path
        case .list: .list
        }
    }

    /// Whether every number in the value is finite.
    var isFinite: Bool {
        switch self {
        case .double(let v): v.isFinite
        case .point(let p): p.x.isFinite && p.y.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .rect(let r): r.isFinite
        case .color(let c): [c.red, c.green, c.blue, c.alpha].allSatisfy(\.isFinite)
        case .transform(let t): t.isFinite
        case .path(let p): p.elements.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
        case .list(let values): values.allSatisfy(\.isFinite)
        }
    }
}

/// A type whose values animations accept as `fromValue`, `toValue`, `byValue` and keyframe
/// `values`, so ported code can write `animation.toValue = 0.5` or `= bigPath.cgPath`.
package protocol Animatable: Sendable {
    var animatableValue: AnimatableValue { get }
}

extension AnimatableValue: Animatable {
    package var animatableValue: AnimatableValue { self }
}
extension Double: Animatable {
    package var animatableValue: AnimatableValue { .double(self) }
}
extension CGFloat: Animatable {
    package var animatableValue: AnimatableValue { .double(Double(self)) }
}
extension Int: Animatable {
    package var animatableValue: AnimatableValue { .double(Double(self)) }
}
extension CGPoint: Animatable {
    package var animatableValue: AnimatableValue { .point(self) }
}
extension CGSize: Animatable {
    package var animatableValue: AnimatableValue { .size(self) }
}
extension CGRect: Animatable {
    package var animatableValue: AnimatableValue { .rect(self) }
}
extension CGColor: Animatable {
    package var animatableValue: AnimatableValue { .color(self) }
}
extension CATransform3D: Animatable {
    package var animatableValue: AnimatableValue { .transform(self) }
}
extension BezierPath: Animatable {
    package var animatableValue: AnimatableValue { .path(self) }
}
extension Array: Animatable where Element: Animatable {
    package var animatableValue: AnimatableValue { .list(map(\.animatableValue)) }
}

extension CGPath: Animatable {
    package var animatableValue: AnimatableValue { .path(bezierPath) }
}
