import Foundation
import QuartzCore

/// Insets by reading direction, as `NSDirectionalEdgeInsets`: leading is left in a
/// left-to-right layout.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets by screen edge in `direction`.
    func edgeInsets(in direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension UIEdgeInsets {
    /// The same insets by reading direction in `direction`.
    func directional(in direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .rightToLeft
            ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
