import Foundation

extension AnimatableValue {
    // Payload accessors for key path setters and by-value arithmetic; validation has already
    // matched the kind, so a mismatch here is a bug in TransitionKit.
    var double: Double {
        guard case .double(let v) = self else { preconditionFailure("expected a Double value, got \(kind)") }
        return v
    }
    var point: Point {
        guard case .point(let v) = self else { preconditionFailure("expected a Point value, got \(kind)") }
        return v
    }
    var size: Size {
        guard case .size(let v) = self else { preconditionFailure("expected a Size value, got \(kind)") }
        return v
    }
    var rect: Rect {
        guard case .rect(let v) = self else { preconditionFailure("expected a Rect value, got \(kind)") }
        return v
    }
    var color: Color {
        guard case .color(let v) = self else { preconditionFailure("expected a Color value, got \(kind)") }
        return v
    }
    var transform: Transform3D {
        guard case .transform(let v) = self else { preconditionFailure("expected a Transform3D value, got \(kind)") }
        return v
    }
    var path: BezierPath {
        guard case .path(let v) = self else { preconditionFailure("expected a BezierPath value, got \(kind)") }
        return v
    }
    var list: [AnimatableValue] {
        guard case .list(let v) = self else { preconditionFailure("expected a list value, got \(kind)") }
        return v
    }

    /// The value that adds nothing, for additive animations with a missing end.
    var zero: AnimatableValue {
        switch kind {
        case .double: .double(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .color: .color(Color(red: 0, green: 0, blue: 0, alpha: 0))
        case .transform: .transform(.identity)
        case .path: .path(BezierPath())
        case .list: .list(list.map(\.zero))
        }
    }
}
