import TransitionKit

/// The pipeline's first scenario: seed 004's `ModalTransition` present, a spring up from below.
public enum FirstScenarios {
    public static let all: [Scenario] = [modalSpringPresent]

    /// Seed 004: the presented view starts 667 points down and springs to identity,
    /// damping 0.6, velocity 0, over 1 s, over the presenting list screen.
    static let modalSpringPresent = Scenario(
        id: "modal-spring-present", seed: "004",
        summary: "presented view springs up from +667 (damping 0.6, 1 s)", duration: 1
    ) { stage in
        stage.rootView.addSubview(ListScreen.make(title: "Inbox", tint: Palette.blue, size: stage.size))
        let presentedView = CardScreen.make(title: "Compose", tint: Palette.orange, size: stage.size)
        stage.startTransition {
            stage.rootView.addSubview(presentedView)
            presentedView.transform = presentedView.transform.translatedBy(x: 0, y: 667)
            View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                         options: .curveEaseInOut, animations: {
                presentedView.transform = .identity
            })
        }
    }
}
