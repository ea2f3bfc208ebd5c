import Foundation
import Testing
@testable import UIKit

/// A scene delegate as an iOS 13 app template writes it, run by a test as the system would.
@Suite struct UISceneDelegateTests {
    private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UINavigationController(rootViewController: UIViewController())
            self.window = window
        }
    }

    @Test func theDelegateBuildsItsWindow() {
        let delegate = SceneDelegate()
        delegate.scene(UIWindowScene.current, willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
        #expect(delegate.window?.rootViewController is UINavigationController)
        #expect(UISceneSession().persistentIdentifier == "scene")
    }
}
