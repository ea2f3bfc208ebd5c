import Foundation

extension AnimatableValue {
    // Payload accessors for key path setters and by-value arithmetic; validation has already
    // matched the kind, so a mismatch here is a bug in Core Animation's model here.
    package var double: Double {
        guard case .double(let v) = self else { preconditionFailure("expected a Double value, got \(kind)") }
        return v
    }
    package var point: CGPoint {
        guard case .point(let v) = self else { preconditionFailure("expected a CGPoint value, got \(kind)") }
        return v
    }
    package var size: CGSize {
        guard case .size(let v) = self else { preconditionFailure("expected a CGSize value, got \(kind)") }
        return v
    }
    package var rect: CGRect {
        guard case .rect(let v) = self else { preconditionFailure("expected a CGRect value, got \(kind)") }
        return v
    }
    package var color: CGColor {
        guard case .color(let v) = self else { preconditionFailure("expected a CGColor value, got \(kind)") }
        return v
    }
    package var transform: CATransform3D {
        guard case .transform(let v) = self else { preconditionFailure("expected a CATransform3D value, got \(kind)") }
        return v
    }
    package var path: BezierPath {
        guard case .path(let v) = self else { preconditionFailure("expected a BezierPath value, got \(kind)") }
        return v
    }
    package var list: [AnimatableValue] {
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
        case .color: .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        case .transform: .transform(.identity)
        case .path: .path(BezierPath())
        case .list: .list(list.map(\.zero))
        }
    }
}
