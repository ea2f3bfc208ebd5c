import Foundation
import UIKit

extension Stage {
    /// Puts a window filling the stage on its root view, showing `rootViewController`, as an
    /// app's key window; presentations then run over it.
    @discardableResult
    public func showWindow(rootViewController: UIViewController) -> UIWindow {
        let window = UIWindow(frame: rootView.bounds)
        window.rootViewController = rootViewController
        rootView.addSubview(window)
        window.makeKeyAndVisible()
        return window
    }
}

extension Stage {
    /// Shows a navigation controller holding `stack`, bottom first, already pushed: the screen
    /// a push ends on, with the bar's back button.
    @discardableResult
    public func showNavigationStack(_ stack: [UIViewController]) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: stack[0])
        for controller in stack.dropFirst() { navigation.pushViewController(controller, animated: false) }
        showWindow(rootViewController: navigation)
        return navigation
    }
}
