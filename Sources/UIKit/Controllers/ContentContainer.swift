import Foundation
import QuartzCore

/// Something that holds a controller's content and sizes it, as `UIContentContainer`; view
/// controllers and presentation controllers are.
public protocol UIContentContainer: AnyObject {}
