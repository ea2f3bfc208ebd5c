import Foundation
import TransitionKit

/// `UIModalTransitionStyle`.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// `UIStatusBarStyle`.
public typealias UIStatusBarStyle = StatusBarStyle

/// `UIViewController`'s members that TransitionKit's controller leaves out; settings that change
/// nothing here are kept in `keyedValues`, so ported code reads back what it set.
extension ViewController {
    public var definesPresentationContext: Bool { get { setting("definesPresentationContext", false) } set { keyedValues["definesPresentationContext"] = newValue } }
    public var providesPresentationContextTransitionStyle: Bool {
        get { setting("providesPresentationContextTransitionStyle", false) }
        set { keyedValues["providesPresentationContextTransitionStyle"] = newValue }
    }
    public var modalPresentationCapturesStatusBarAppearance: Bool {
        get { setting("modalPresentationCapturesStatusBarAppearance", false) }
        set { keyedValues["modalPresentationCapturesStatusBarAppearance"] = newValue }
    }
    public var isModalInPresentation: Bool { get { setting("isModalInPresentation", false) } set { keyedValues["isModalInPresentation"] = newValue } }
    public var hidesBottomBarWhenPushed: Bool { get { setting("hidesBottomBarWhenPushed", false) } set { keyedValues["hidesBottomBarWhenPushed"] = newValue } }
    public var edgesForExtendedLayout: UIRectEdge { get { setting("edgesForExtendedLayout", .all) } set { keyedValues["edgesForExtendedLayout"] = newValue } }

    public var isBeingPresented: Bool { presentingViewController?.presentedViewController === self && transitionCoordinator != nil }
    public var isBeingDismissed: Bool { presentingViewController != nil && transitionCoordinator != nil && presentedViewController == nil }
    public var isMovingToParent: Bool { false }
    public var isMovingFromParent: Bool { false }

    public func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(viewController, animated: true) } else { present(viewController, animated: true) }
    }

    public func setNeedsStatusBarAppearanceUpdate() {}
    /// The nearest tab bar controller among the controller's ancestors.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    private func setting<Value>(_ key: String, _ fallback: Value) -> Value { keyedValues[key] as? Value ?? fallback }
}

/// `UIRectEdge`.
public typealias UIRectEdge = RectEdge
/// `UIInterfaceOrientation`.
public typealias UIInterfaceOrientation = InterfaceOrientation
/// `UIInterfaceOrientationMask`.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// `UIStatusBarAnimation`.
public typealias UIStatusBarAnimation = StatusBarAnimation

/// `UINavigationController`'s members that TransitionKit's leaves out.
extension NavigationController {
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

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
