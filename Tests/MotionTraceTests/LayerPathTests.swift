import Foundation
import MotionTrace
import Testing
import UIKit

@Suite struct LayerPathTests {
    private final class InboxController: UIViewController {}

    @Test func pathsNameControllersViewsAndRepeatedSiblings() {
        let capture = recordMotion(seconds: 0.2) { root in
            let window = UIWindow(frame: root.bounds)
            window.rootViewController = InboxController()
            root.addSubview(window)
            let inbox = window.rootViewController!.view!
            for _ in 0..<2 { inbox.addSubview(CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
            let named = UIView(frame: .zero)
            named.layer.name = "unread badge"
            inbox.addSubview(named)
            UIView.animate(withDuration: 0.1) {
                for view in inbox.subviews { view.alpha = 0 }
            }
        }
        #expect(Set(capture.trace.tracks.map(\.layer)) == [
            "UIView/UIWindow/InboxController/CardView", "UIView/UIWindow/InboxController/CardView#1",
            "UIView/UIWindow/InboxController/unread_badge",
        ])
    }

    @Test func aRotationInTheScreensPlaneReadsAsItsAngleAboutZ() throws {
        let trace = recordMotion(seconds: 0.1) { root in
            let card = CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(card)
            UIView.animate(withDuration: 0.1) { card.transform = CGAffineTransform(rotationAngle: .pi / 6) }
        }.trace
        let rotation = try #require(trace.track(layer: "UIView/CardView", property: MotionProperty.transform.rotation))
        #expect(rotation.values.last == [0, 0, 30])
    }
}
