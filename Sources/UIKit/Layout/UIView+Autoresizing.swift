import Foundation
import QuartzCore

extension UIView {
    /// Which of a view's margins and sizes follow its superview's size, as
    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Moves and resizes the subviews that have an autoresizing mask after this view's size
    /// went from `oldSize` to its current one: the change is shared among each axis's flexible
    /// parts in proportion to their sizes, as UIKit shares it.
    func autoresizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        for view in subviews where !view.autoresizingMask.isEmpty {
            let mask = view.autoresizingMask, frame = view.frame
            let (x, width) = Self.share(newSize.width - oldSize.width,
                                        lead: frame.minX, size: frame.width, trail: oldSize.width - frame.maxX,
                                        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                   mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.share(newSize.height - oldSize.height,
                                         lead: frame.minY, size: frame.height, trail: oldSize.height - frame.maxY,
                                         flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                    mask.contains(.flexibleBottomMargin)))
            view.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// The new start and size along one axis after it grew by `delta`.
    private static func share(_ delta: Double, lead: Double, size: Double, trail: Double,
                              flexible: (lead: Bool, size: Bool, trail: Bool)) -> (Double, Double) {
        let parts = [(flexible.lead, lead), (flexible.size, size), (flexible.trail, trail)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty, delta != 0 else { return (lead, size) }
        let total = flexibleParts.map { max($0.1, 0) }.reduce(0, +)
        func portion(_ part: (Bool, Double)) -> Double {
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(part.1, 0) / total : delta / Double(flexibleParts.count)
        }
        return (lead + portion(parts[0]), size + portion(parts[1]))
    }
}
