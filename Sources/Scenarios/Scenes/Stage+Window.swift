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
