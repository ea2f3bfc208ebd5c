import Foundation

/// What a long press on a view shows, as `UIContextMenuConfiguration`: a preview and a menu,
/// each made by a closure when the menu opens. There are no long presses here, so the closures
/// run only when code asks for them.
open class UIContextMenuConfiguration: NSObject {
    public typealias PreviewProvider = () -> UIViewController?
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?

    open private(set) var identifier: NSCopying
    package let previewProvider: PreviewProvider?
    package let actionProvider: ActionProvider?

    package init(_ identifier: NSCopying?, preview: PreviewProvider?, actions: ActionProvider?) {
        self.identifier = identifier ?? UUID().uuidString as NSString
        (previewProvider, actionProvider) = (preview, actions)
    }

    /// A convenience initializer, as UIKit declares it.
    public convenience init(identifier: NSCopying? = nil, previewProvider: PreviewProvider? = nil,
                            actionProvider: ActionProvider? = nil) {
        self.init(identifier, preview: previewProvider, actions: actionProvider)
    }

    /// The menu as it would open, with no suggested actions.
    package func makeMenu() -> UIMenu? { actionProvider?([]) }
}

/// How a context menu's preview leaves when the user commits, as `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// The animator a context menu's delegate callbacks hand over, as
/// `UIContextMenuInteractionAnimating`: animations and completions to run with the menu's.
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a committed preview, as `UIContextMenuInteractionCommitAnimating`.
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
