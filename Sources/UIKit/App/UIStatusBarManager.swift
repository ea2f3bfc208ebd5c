import Foundation

/// The status bar of a window scene, as `UIStatusBarManager`: where it is on the current
/// device (as wide as the screen, as tall as the device's status bar).
open class UIStatusBarManager: NSObject {
    open var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIScreen.main.statusBarHeight)
    }
    open var isStatusBarHidden: Bool { false }
    open var statusBarStyle: UIStatusBarStyle { .default }
}
