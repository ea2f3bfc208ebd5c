import Foundation
import UIKit

/// Runs `body` on a fresh clock, returning the clock to advance.
func onClock(_ body: () -> Void) -> VirtualClock {
    let clock = VirtualClock()
    clock.run(body)
    return clock
}

/// A window showing `root`, made key, as an app's scene sets itself up.
func showInWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}
