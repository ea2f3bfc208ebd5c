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

extension ScreenDescription {
    /// An iPhone 15's screen, as the harness's device list describes it, for tests that put a
    /// window on a screen without the harness.
    static let iPhone15 = ScreenDescription(idiom: .phone, screenSize: CGSize(width: 393, height: 852), scale: 3,
                                            safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                            statusBarHeight: 54, displayCornerRadius: 55, hasHomeIndicator: true)
}
