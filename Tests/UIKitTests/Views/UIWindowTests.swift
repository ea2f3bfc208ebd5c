import Testing
import UIKit

/// `UIWindow` as a scene-based app makes it.
@Suite struct UIWindowTests {
    @Test func aSceneWindowFillsTheScreen() {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(scene != nil)
        let window = UIWindow(windowScene: scene!)
        #expect(window.bounds == UIScreen.main.bounds)
    }
}
