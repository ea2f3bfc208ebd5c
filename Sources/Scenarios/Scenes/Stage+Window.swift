import Foundation
import TransitionKit

extension Stage {
    /// Puts a window filling the stage on its root view, showing `rootViewController`, as an
    /// app's key window; presentations then run over it.
    @discardableResult
    public func showWindow(rootViewController: ViewController) -> Window {
        let window = Window(frame: rootView.bounds)
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
    public func showNavigationStack(_ stack: [ViewController]) -> NavigationController {
        let navigation = NavigationController(rootViewController: stack[0])
        for controller in stack.dropFirst() { navigation.pushViewController(controller, animated: false) }
        showWindow(rootViewController: navigation)
        return navigation
    }
}
