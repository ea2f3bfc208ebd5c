import Foundation
import UIKit

/// Beyond the source articles: UIKit's own swipe back (`interactivePopGestureRecognizer`) from the
/// Wi-Fi screen to Settings, played as a scripted pan from the left edge. The views follow the
/// finger, then the pop completes, or springs back, on curve 7 from where the finger lifted.
enum SwipeBackScenarios {
    static let all = [finish, cancel]

    static let finish = CustomTransitionCase(Scenario(
        id: "swipe-back-finish", source: "beyond",
        summary: "a finger drags the Wi-Fi screen 170 pt right in 0.3 s and lifts still moving at 700 pt/s: the pop completes on curve 7 in the 0.29 s the finger's speed allows",
        duration: 0.6, sampleTimes: [0, 0.1, 0.2, 0.3, 0.35, 0.45, 0.6, 1.1]
    ) { stage in
        let navigation = stage.showNavigationStack(stack(size: stage.size))
        stage.startTransition {
            swipe(navigation).play(.init(from: CGPoint(x: 4, y: 300), samples: [
                (0.1, CGPoint(x: 40, y: 2)), (0.2, CGPoint(x: 100, y: 4)), (0.3, CGPoint(x: 170, y: 6)),
            ]))
        }
    }, destination: { stage in
        stage.showNavigationStack([DefaultTransitionScenarios.settings(size: stage.size)])
    })

    static let cancel = CustomTransitionCase(Scenario(
        id: "swipe-back-cancel", source: "beyond",
        summary: "a finger drags the Wi-Fi screen 110 pt right, holds still and lifts at 0.5 s, short of half way: the screen springs back on curve 7 over 0.5 s",
        duration: 1, sampleTimes: [0, 0.2, 0.4, 0.55, 0.6, 0.7, 1, 1.5]
    ) { stage in
        let navigation = stage.showNavigationStack(stack(size: stage.size))
        stage.startTransition {
            swipe(navigation).play(.init(from: CGPoint(x: 4, y: 300), samples: [
                (0.2, CGPoint(x: 60, y: 0)), (0.4, CGPoint(x: 110, y: 0)), (0.5, CGPoint(x: 110, y: 0)),
            ]))
        }
    }, destination: { stage in
        stage.showNavigationStack(stack(size: stage.size))
    })

    private static func stack(size: CGSize) -> [UIViewController] {
        [DefaultTransitionScenarios.settings(size: size), DefaultTransitionScenarios.wifi(size: size)]
    }

    private static func swipe(_ navigation: UINavigationController) -> UIPanGestureRecognizer {
        navigation.interactivePopGestureRecognizer as! UIPanGestureRecognizer
    }
}
