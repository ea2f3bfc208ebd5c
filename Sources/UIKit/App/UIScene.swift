import Foundation
import QuartzCore

/// One running copy of the app's interface, as `UIScene`: here there is one, holding the key
/// window of the scenario being run.
open class UIScene: Hashable {
    /// Whether the scene is on screen, as `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

    open var activationState: ActivationState { .foregroundActive }
    open var title: String = ""

    init() {}

    public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The scene that shows windows, as `UIWindowScene`.
public final class UIWindowScene: UIScene {
    /// The key window and, like UIKit's, only windows that are on this scene.
    public var windows: [UIWindow] { UIWindow.key.map { [$0] } ?? [] }
    public var keyWindow: UIWindow? { UIWindow.key }
    public var screen: UIScreen { .main }
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The status bar of the screen the scene is shown on.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}


extension UIApplication {
    /// The one window scene, as iOS 13's `connectedScenes`.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.current] }
    /// The devices here are held upright.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }
}

extension UIWindowScene {
    /// One scene per process is enough: it only answers from the current clock's key window.
    nonisolated(unsafe) static let current = UIWindowScene()
}

extension UIWindow {
    /// The scene this window is shown in.
    public var windowScene: UIWindowScene? { UIWindowScene.current }
}

extension UIWindow {
    /// A window on `windowScene`, filling the screen, as `UIWindow(windowScene:)`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
    }
}
