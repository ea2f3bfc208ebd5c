import HarnessTesting
import Testing
import UIKit
import UserApp

/// The app's own `ViewController` beside UIKit and HarnessTesting: one name for each type, so
/// none of these lines is ambiguous.
@MainActor @Suite struct ViewControllerTests {
    @Test func theCardHangsFromTheSafeAreaAndFades() {
        let controller = ViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()

        let guide = controller.view.safeAreaLayoutGuide
        #expect(controller.card.frame.minY == guide.layoutFrame.minY + 16)
        #expect(controller.card.frame.width == guide.layoutFrame.width - 32)
        let opacity: Float = controller.card.layer.opacity
        #expect(opacity == 0.5)
        controller.card.layer.opacity = 1
        #expect(controller.card.alpha == 1)
    }
}
