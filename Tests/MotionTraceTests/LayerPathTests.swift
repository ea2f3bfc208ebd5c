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

    @Test func aPushBetweenTwoControllersOfOneClassPassesTheLintAndKeepsEachScreensName() throws {
        var navigation: UINavigationController?
        let capture = recordMotion(seconds: 1) { root in
            let window = UIWindow(frame: root.bounds)
            root.addSubview(window)
            navigation = UINavigationController(rootViewController: InboxController())
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            navigation?.viewControllers.first?.view.backgroundColor = .systemGray
            let next = InboxController()
            next.view.backgroundColor = .systemBlue
            navigation?.pushViewController(next, animated: true)
        }
        #expect(MotionLint().findings(in: capture) == [])
        // The pushed screen enters from the right and keeps its own name once the old one is gone.
        let pushed = try #require(capture.trace.tracks.first { $0.layer.hasSuffix("/InboxController#1") && $0.property == .position })
        let x = pushed.values.compactMap { $0?.first }
        #expect(x.first.map { $0 > x.last! } == true)
        #expect(pushed.values.last??.first == x.last)
        _ = navigation
    }

    /// A view already on screen that a child controller adopts takes the controller's name at
    /// that tick, though no view moved and the walk passes over what did not change.
    @Test func aViewAdoptedByAChildControllerIsRenamedAtItsTick() throws {
        let capture = recordMotion(seconds: 0.3) { root in
            let window = UIWindow(frame: root.bounds)
            let inbox = InboxController()
            window.rootViewController = inbox
            root.addSubview(window)
            let panel = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
            inbox.view.addSubview(panel)
            let mover = CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(mover)
            let clock = VirtualClock.current!
            for tick in 1..<18 {
                clock.schedule(at: MotionTrace.time(ofTick: tick) - 0.001) { mover.center.x = Double(tick) }
            }
            clock.schedule(at: MotionTrace.time(ofTick: 10) - 0.001) {
                let detail = DetailController()
                detail.view = panel
                inbox.addChild(detail)
                detail.didMove(toParent: inbox)
            }
        }
        let before = try #require(capture.visibility["UIView/UIWindow/InboxController/UIView"])
        let after = try #require(capture.visibility["UIView/UIWindow/InboxController/DetailController"])
        #expect(before[9] && !before[10] && !after[9] && after[10] && after[17])
    }

    private final class DetailController: UIViewController {}

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
