import Foundation
import UIKit

/// Beyond the source articles (the cube article leaves gesture-driven transitions as a TODO): the door article's door pop
/// driven by a `UIPercentDrivenInteractiveTransition`, dragged to 60 % over 1.2 s, then let go.
enum InteractivePopScenarios {
    static let all = [cancel, finish]

    /// Where the simulated drag stops, and how long it takes to get there.
    static let dragTarget = 0.6
    static let dragDuration = 1.2
    /// How often the simulated pan gesture reports, as a 60 Hz touch screen does.
    static let touchInterval = 1.0 / 60

    static let cancel = scrubbedPop(
        id: "interactive-pop-cancel",
        summary: "door pop scrubbed to 0.6 over 1.2 s, then cancelled: back to 0 over 1.2 s (easeInEaseOut); ends as it started",
        duration: 2.4, sampleTimes: [0, 0.6, 1.2, 1.8, 2.4, 2.9],
        release: { $0.cancel() }, destination: { [DoorViewController(size: $0), DoorViewController.chapter(size: $0)] })

    static let finish = scrubbedPop(
        id: "interactive-pop-finish",
        summary: "door pop scrubbed to 0.6 over 1.2 s, then finished: the last 0.8 s play on (easeInEaseOut)",
        duration: 2, sampleTimes: [0, 0.6, 1.2, 1.6, 2, 2.5],
        release: { $0.finish() }, destination: { [DoorViewController(size: $0)] })

    /// The door pop dragged to `dragTarget`, then let go with `release`.
    private static func scrubbedPop(
        id: String, summary: String, duration: Double, sampleTimes: [Double],
        release: @escaping @Sendable (UIPercentDrivenInteractiveTransition) -> Void,
        destination: @escaping @Sendable (CGSize) -> [UIViewController]
    ) -> CustomTransitionCase {
        CustomTransitionCase(Scenario(
            id: id, source: "beyond", summary: summary, duration: duration, sampleTimes: sampleTimes
        ) { stage in
            let interaction = UIPercentDrivenInteractiveTransition()
            let navigation = DoorViewController.stack(on: stage, popInteraction: interaction)
            stage.startTransition {
                navigation.popViewController(animated: true)
                drag(interaction) { release(interaction) }
            }
        }, destination: { stage in
            stage.showNavigationStack(destination(stage.size))
        })
    }

    /// A pan that moves steadily from 0 to `dragTarget` of the transition in `dragDuration`,
    /// then lifts the finger (`release`).
    private static func drag(_ interaction: UIPercentDrivenInteractiveTransition, release: @escaping () -> Void) {
        let clock = VirtualClock.current!
        let start = clock.time
        let touches = Int((dragDuration / touchInterval).rounded())
        for touch in 1...touches {
            clock.schedule(at: start + Double(touch) * touchInterval) {
                interaction.update(dragTarget * Double(touch) / Double(touches))
                if touch == touches { release() }
            }
        }
    }
}
