import Foundation
import QuartzCore

/// The device, as `UIDevice`: an iPhone held upright.
public final class UIDevice: Sendable {
    /// How the device is held, as `UIDeviceOrientation`.
    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    public static let current = UIDevice()
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.idiom }
    public var orientation: Orientation { .portrait }
    public var systemVersion: String { "17.0" }
    public var model: String { "iPhone" }
    public var name: String { "iPhone" }
}

/// Haptics, as `UIImpactFeedbackGenerator`; there is nothing to feel here.
public final class UIImpactFeedbackGenerator {
    /// The strength of an impact, as `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for selection changes, as `UISelectionFeedbackGenerator`; silent here.
public final class UISelectionFeedbackGenerator {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
}

/// Haptics for outcomes, as `UINotificationFeedbackGenerator`; silent here.
public final class UINotificationFeedbackGenerator {
    /// The outcome, as `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

extension UIWindow {
    public var isKeyWindow: Bool { UIWindow.key === self }
    public func makeKey() { makeKeyAndVisible() }
}

extension UIApplication {
    /// There is no status bar.
    public var statusBarFrame: CGRect { .zero }
}

/// `UIDeviceOrientation`.
public typealias UIDeviceOrientation = UIDevice.Orientation

/// The kind of device, as `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac }

extension UIDevice {
    /// Posted when the device turns; a test's device never does.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}
