import Foundation

/// The session a scene runs in, as `UISceneSession`; here one, for the one scene.
open class UISceneSession: NSObject {
    open var persistentIdentifier: String { "scene" }
    open var userInfo: [String: Any]?
}

extension UIScene {
    /// What a scene was opened with, as `UIScene.ConnectionOptions`: nothing, here.
    open class ConnectionOptions: NSObject {
        open var urlContexts: Set<AnyHashable> { [] }
        open var userActivities: Set<AnyHashable> { [] }
        open var shortcutItem: AnyObject? { nil }
    }
}

/// A scene's life cycle, as `UISceneDelegate`; every method is optional. Nothing here
/// connects scenes, so a scenario calls these itself if it wants an app's setup to run.
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, holding its window, as `UIWindowSceneDelegate`.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
