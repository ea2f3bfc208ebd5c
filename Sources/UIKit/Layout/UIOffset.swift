import Foundation
import QuartzCore

/// A distance from a point, as `UIOffset`: where on an item an attachment or a push acts,
/// measured from the item's centre.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat, vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
    public init() { self.init(horizontal: 0, vertical: 0) }

    public static let zero = UIOffset()
}

public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}

extension CGPoint {
    /// The offset as a vector from the point it is measured from.
    init(_ offset: UIOffset) { self.init(x: offset.horizontal, y: offset.vertical) }
}
