import Foundation
import QuartzCore

// Names iOS code still uses from older SDKs and from Darwin, which UIKit re-exports on iOS:
// C constants, the function forms of Swift 3 and 4, and run-loop mode names.

/// Darwin's largest `Float`, which `repeatCount = HUGE` uses to repeat for ever.
public var HUGE: Float { .greatestFiniteMagnitude }
public var MAXFLOAT: Float { .greatestFiniteMagnitude }

public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }
public var NSEC_PER_USEC: UInt64 { 1_000 }
public var USEC_PER_SEC: UInt64 { 1_000_000 }

public func UIDeviceOrientationIsLandscape(_ orientation: UIDeviceOrientation) -> Bool { orientation.isLandscape }
public func UIDeviceOrientationIsPortrait(_ orientation: UIDeviceOrientation) -> Bool { orientation.isPortrait }
public func UIDeviceOrientationIsValidInterfaceOrientation(_ orientation: UIDeviceOrientation) -> Bool {
    orientation.isValidInterfaceOrientation
}
public func UIInterfaceOrientationIsLandscape(_ orientation: UIInterfaceOrientation) -> Bool { orientation.isLandscape }
public func UIInterfaceOrientationIsPortrait(_ orientation: UIInterfaceOrientation) -> Bool { orientation.isPortrait }

extension CGRect {
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

extension CGPoint {
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension RunLoop.Mode {
    /// Swift 4's names for `.common` and `.default`.
    public static var commonModes: RunLoop.Mode { .common }
    public static var defaultRunLoopMode: RunLoop.Mode { .default }
    /// The mode a scroll view's run loop is in while it is dragged, which UIKit declares.
    public static var tracking: RunLoop.Mode { RunLoop.Mode("UITrackingRunLoopMode") }
}

extension UIWindow {
    /// The screen the window is on: the one screen here.
    public var screen: UIScreen { UIScreen.main }
}

extension UIApplication {
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
}

/// The keyboard's notifications and their keys, so code that moves its views out of the
/// keyboard's way compiles; no keyboard is shown in a scene, so they are not posted.
extension UIResponder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
