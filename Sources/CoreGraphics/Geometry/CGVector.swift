import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux has none);
/// springs take their initial velocity as one.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat, dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

    public static let zero = CGVector(dx: 0, dy: 0)
}
