import Foundation

/// Where a popover's arrow may point, as `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// A popover's anchor and arrows, as `UIPopoverPresentationController`. On an iPhone, the only
/// devices here, a popover adapts to a sheet in compact width, so these settings are kept for
/// the iPad and not drawn.
open class UIPopoverPresentationController: UIPresentationController {
    open weak var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open internal(set) var arrowDirection = UIPopoverArrowDirection.unknown
}
