import Foundation
import UIKit

/// The door article's `ModalTransition` present and dismiss.
enum ModalScenarios {
    static let all = [present, dismiss]

    static let present = CustomTransitionCase(Scenario(
        id: "modal-spring-present", source: "004",
        summary: "presented view springs up from +667 (damping 0.6, 1 s)", duration: 1
    ) { stage in
        let inbox = InboxViewController(size: stage.size)
        stage.showWindow(rootViewController: inbox)
        stage.startTransition { inbox.presentCompose(animated: true) }
    }, destination: { stage in
        stage.showWindow(rootViewController: InboxViewController.compose(size: stage.size))
    })

    static let dismiss = CustomTransitionCase(Scenario(
        id: "modal-slide-dismiss", source: "004",
        summary: "presented view slides back down by 667 over 1 s (easeInEaseOut)", duration: 1
    ) { stage in
        let inbox = InboxViewController(size: stage.size)
        stage.showWindow(rootViewController: inbox)
        let compose = inbox.presentCompose(animated: false)
        stage.startTransition { compose.dismiss(animated: true) }
    }, destination: { stage in
        stage.showWindow(rootViewController: InboxViewController(size: stage.size))
    })
}

/// The door article's presenting controller; it keeps the `ModalTransition` (the article's `_Transition`),
/// since a transitioning delegate is held weakly.
final class InboxViewController: SceneController {
    private let transition = ModalTransition()

    init(size: CGSize) {
        super.init(title: "Inbox", tint: Palette.blue, size: size) { ListScreen.content(tint: Palette.blue, size: $0) }
    }

    required init?(coder: NSCoder) { return nil }

    static func compose(size: CGSize) -> UIViewController {
        SceneController(title: "Compose", tint: Palette.orange, size: size) { CardScreen.content(title: "Compose", tint: Palette.orange, size: $0) }
    }

    /// The article's code sets `modalTransitionStyle = UIModalPresentationCustom`, a typo that leaves the
    /// presentation style at its default, full screen before iOS 13; the port sets it, so the
    /// animator's `view(forKey: .from)` is the inbox, as it was on the article's device.
    @discardableResult
    func presentCompose(animated: Bool) -> UIViewController {
        let presentController = Self.compose(size: size)
        presentController.modalPresentationStyle = .fullScreen
        presentController.transitioningDelegate = transition
        present(presentController, animated: animated, completion: nil)
        return presentController
    }
}
