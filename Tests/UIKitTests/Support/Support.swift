import Foundation
@_exported import CoreAnimationTestSupport
import UIKit

/// A window showing `root`, made key, as an app's scene sets itself up.
func showInWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}
