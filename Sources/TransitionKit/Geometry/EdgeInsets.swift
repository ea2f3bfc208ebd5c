import Foundation

/// Distances in from each edge of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double, left: Double, bottom: Double, right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = EdgeInsets()
}

extension Rect {
    /// The rectangle shrunk by `insets`, as `UIEdgeInsetsInsetRect` / `CGRect.inset(by:)`.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}
