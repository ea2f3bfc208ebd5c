import Foundation

/// The edit menu over selected text, as `UIMenuController` (deprecated in iOS 16 for
/// `UIEditMenuInteraction`). No menu is drawn here: it keeps what it is told, and reports itself
/// hidden, as a menu the user has not seen yet.
public final class UIMenuController: @unchecked Sendable {
    /// The app's one menu controller.
    public static let shared = UIMenuController()
    public var menuItems: [UIMenuItem]?
    public private(set) var menuFrame = CGRect.zero
    public var isMenuVisible: Bool { false }
    public var arrowDirection = ArrowDirection.default

    /// Where the menu's arrow points, as `UIMenuController.ArrowDirection`.
    public enum ArrowDirection: Int, Sendable { case `default`, up, down, left, right }

    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")

    public func setTargetRect(_ targetRect: CGRect, in targetView: UIView) { menuFrame = targetRect }
    public func showMenu(from targetView: UIView, rect targetRect: CGRect) { menuFrame = targetRect }
    public func hideMenu(from targetView: UIView) {}
    public func hideMenu() {}
    public func setMenuVisible(_ menuVisible: Bool, animated: Bool) {}
    public func update() {}
}

/// A custom command in the edit menu, as `UIMenuItem`.
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector

    public init(title: String, action: Selector) {
        (self.title, self.action) = (title, action)
        super.init()
    }
}

/// The edit menu's standard commands, as `UIResponderStandardEditActions`: a responder overrides
/// the ones it handles, and `canPerformAction(_:withSender:)` says which.
public protocol UIResponderStandardEditActions {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
}
