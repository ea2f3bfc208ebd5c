import Foundation

/// A value an animation can carry: the typed form of Core Animation's `id fromValue`.
public enum AnimatableValue: Hashable, Sendable {
    case double(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(Transform3D)
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
public protocol Animatable: Sendable {
    var animatableValue: AnimatableValue { get }
}

extension AnimatableValue: Animatable {
    public var animatableValue: AnimatableValue { self }
}
extension Double: Animatable {
    public var animatableValue: AnimatableValue { .double(self) }
}
extension CGFloat: Animatable {
    public var animatableValue: AnimatableValue { .double(Double(self)) }
}
extension Int: Animatable {
    public var animatableValue: AnimatableValue { .double(Double(self)) }
}
extension CGPoint: Animatable {
    public var animatableValue: AnimatableValue { .point(self) }
}
extension CGSize: Animatable {
    public var animatableValue: AnimatableValue { .size(self) }
}
extension CGRect: Animatable {
    public var animatableValue: AnimatableValue { .rect(self) }
}
extension Color: Animatable {
    public var animatableValue: AnimatableValue { .color(self) }
}
extension Transform3D: Animatable {
    public var animatableValue: AnimatableValue { .transform(self) }
}
extension BezierPath: Animatable {
    public var animatableValue: AnimatableValue { .path(self) }
}
extension Array: Animatable where Element: Animatable {
    public var animatableValue: AnimatableValue { .list(map(\.animatableValue)) }
}

extension BezierPath {
    /// The path itself, so that ported `bigPath.CGPath` reads `bigPath.cgPath`.
    public var cgPath: BezierPath { self }
}
