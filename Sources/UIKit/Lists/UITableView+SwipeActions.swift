import Foundation
import QuartzCore

/// One button shown when a row is swiped, as `UIContextualAction`. There are no touches here,
/// so a row at rest shows none; the handler runs when a test performs the action.
///
///     let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
///         done(true)
///     }
open class UIContextualAction: NSObject {
    /// How the action is drawn, as `UIContextualAction.Style`.
    public enum Style: Int, Sendable { case normal, destructive }
    /// Runs the action; it calls the completion with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    open private(set) var style: Style
    open private(set) var handler: Handler
    open var title: String?
    open var image: UIImage?
    /// Red for a destructive action, grey otherwise, as UIKit's defaults.
    open var backgroundColor: UIColor!

    package init(_ style: Style, title: String?, handler: @escaping Handler) {
        (self.style, self.title, self.handler) = (style, title, handler)
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }

    /// A convenience initializer, as UIKit declares it.
    public convenience init(style: Style, title: String?, handler: @escaping Handler) {
        self.init(style, title: title, handler: handler)
    }
}

/// The actions a row shows when swiped, as `UISwipeActionsConfiguration`.
open class UISwipeActionsConfiguration: NSObject {
    open private(set) var actions: [UIContextualAction]
    /// Whether a full swipe performs the first action, as on iOS (true by default).
    open var performsFirstActionWithFullSwipe = true

    package init(_ actions: [UIContextualAction]) { self.actions = actions }

    public convenience init(actions: [UIContextualAction]) { self.init(actions) }
}
