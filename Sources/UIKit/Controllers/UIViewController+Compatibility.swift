import Foundation
import QuartzCore


/// `UIViewController`'s members for presentation state, showing and the status bar.
extension UIViewController {
    public var isBeingPresented: Bool { presentingViewController?.presentedViewController === self && transitionCoordinator != nil }
    public var isBeingDismissed: Bool { presentingViewController != nil && transitionCoordinator != nil && presentedViewController == nil }
    public var isMovingToParent: Bool { false }
    public var isMovingFromParent: Bool { false }

    public func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(viewController, animated: true) } else { present(viewController, animated: true) }
    }

    /// The nearest tab bar controller among the controller's ancestors.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}


/// `UINavigationController`'s other members.
extension UINavigationController {
    @discardableResult
    public func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        var popped: [UIViewController] = []
        while viewControllers.count > 1, topViewController !== viewController, viewControllers.contains(where: { $0 === viewController }) {
            guard let top = popViewController(animated: animated && topViewController !== viewController) else { break }
            popped.append(top)
            if transitionCoordinator != nil { break }
        }
        return popped
    }
}
