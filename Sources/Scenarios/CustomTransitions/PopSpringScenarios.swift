import Foundation
import UIKit

/// The POP article's POP present and dismiss (`PresentAnimator`, `DismissAnimator`) under `.custom`.
enum PopSpringScenarios {
    static let all = [present, dismiss]

    /// Until both POP springs have settled: the scale spring (bounciness 20) rings longest.
    static let springTimes = [0, 0.08, 0.16, 0.25, 0.35, 0.5, 0.7, 1, 1.4, 2]

    static let present = CustomTransitionCase(Scenario(
        id: "pop-spring-present", source: "001",
        summary: "presented view drops from y = −centre.y on a POP spring (bounciness 10) while scaleXY springs from (1.2, 1.4) to 1 (bounciness 20)",
        duration: 2, sampleTimes: springTimes,
        motionLintExemptions: [.init(.runningAfterCompletion, because:
            "the POP article completes the transition when the position spring settles; the livelier scale spring runs on for 0.75 s, as it does on a device")]
    ) { stage in
        let messages = PopDemoViewController(size: stage.size)
        stage.showWindow(rootViewController: messages)
        stage.startTransition { messages.click() }
    }, destination: { stage in
        stage.showWindow(rootViewController: PopDemoViewController.modelScreen(size: stage.size))
    }, visibleAtStart: "the presented view starts stretched to scale (1.2, 1.4), so its bottom already hangs into the top of the screen")

    static let dismiss = CustomTransitionCase(Scenario(
        id: "pop-offscreen-dismiss", source: "001",
        summary: "presented view slides up to y = −position.y on a POP basic animation (0.4 s, the default curve) over the presenter",
        duration: 0.4, sampleTimes: [0, 0.1, 0.2, 0.3, 0.4, 0.9]
    ) { stage in
        let messages = PopDemoViewController(size: stage.size)
        stage.showWindow(rootViewController: messages)
        let modal = PopDemoViewController.modelScreen(size: stage.size)
        modal.transitioningDelegate = messages
        modal.modalPresentationStyle = .custom
        messages.present(modal, animated: false)
        stage.startTransition { modal.dismiss(animated: true) }
    }, destination: { stage in
        stage.showWindow(rootViewController: PopDemoViewController(size: stage.size))
    })
}

/// The POP article's presenting controller: the transitioning delegate of what it presents.
final class PopDemoViewController: SceneController, UIViewControllerTransitioningDelegate {
    init(size: CGSize) {
        super.init(title: "Messages", tint: Palette.teal, size: size) { ListScreen.content(tint: Palette.teal, size: $0, buttonTitle: "New Message") }
    }

    required init?(coder: NSCoder) { return nil }

    /// The POP article's `ModelViewController`.
    static func modelScreen(size: CGSize) -> UIViewController {
        SceneController(title: "New Message", tint: Palette.orange, size: size) { CardScreen.content(title: "New Message", tint: Palette.orange, size: $0) }
    }

    /// The article's button action.
    func click() {
        let modalViewController = Self.modelScreen(size: size)
        // The delegate.
        modalViewController.transitioningDelegate = self
        // Style: custom.
        modalViewController.modalPresentationStyle = .custom
        present(modalViewController, animated: true, completion: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        PresentAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        DismissAnimator()
    }
}
