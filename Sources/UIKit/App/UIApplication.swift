import Foundation
import QuartzCore

/// The app, as `UIApplication`: here the key window of the scene being run.
public final class UIApplication: Sendable {
    public static let shared = UIApplication()

    /// The app's delegate, as `UIApplication.delegate`; screens read their app delegate's
    /// properties through it. Nothing here calls it.
    nonisolated(unsafe) public weak var delegate: (any UIApplicationDelegate)?

    /// The window made key by `makeKeyAndVisible()` on the current clock.
    public var keyWindow: UIWindow? { UIWindow.key }
    public var windows: [UIWindow] { UIWindow.key.map { [$0] } ?? [] }
    public var isIgnoringInteractionEvents: Bool { false }
    /// The key window's direction: right to left when its traits say so.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIWindow.key?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
    /// There are no touches to hold back.
    public func beginIgnoringInteractionEvents() {}
    public func endIgnoringInteractionEvents() {}
    /// Options for `open(_:options:completionHandler:)`, as `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// There is no other app to open a URL in: nothing opens, and the completion is told so at once.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// No app here handles any URL.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Calls `action`'s method on `target`; with no target there is no responder chain to ask.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Any?) -> Bool {
        guard let target else { return false }
        action.perform(on: target, with: sender)
        return true
    }
}


extension UIApplication {
    /// Kept for ported code: the status bar follows the controllers' `prefersStatusBarHidden`.
    public var isStatusBarHidden: Bool {
        get { false }
        set {}
    }

    /// Keys of the options an app is launched with, as `UIApplication.LaunchOptionsKey`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}

/// An app's delegate, as `UIApplicationDelegate`: every method is optional. There is no app
/// life cycle here: a scenario builds its window itself, and may call these as it likes.
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
}

/// The entry point `@UIApplicationMain` (and `@main` on an app delegate) call, as
/// `UIApplicationMain`: there is no app to run here, so it returns at once. A target whose
/// app delegate carries either attribute has a `main` of its own; keep it out of a library
/// that a test links, as a test binary has its `main` already.
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    0
}

extension UIApplicationDelegate {
    /// What `@main` runs for an app delegate.
    public static func main() {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, String(describing: Self.self))
    }
}
