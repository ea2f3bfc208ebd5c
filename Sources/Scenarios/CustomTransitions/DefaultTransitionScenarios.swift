import Foundation
import UIKit

/// Beyond the source articles: UIKit's own animations when no animator is returned.
enum DefaultTransitionScenarios {
    static let all = [push, pop, present, dismiss, fullScreenPresent]

    /// The root of the stack shows its title large, as iOS Settings does; the pushed screen's is inline.
    static func settings(size: CGSize) -> UIViewController {
        let settings = SceneController(title: "Settings", tint: Palette.blue, size: size) {
            ListScreen.content(tint: Palette.blue, size: $0, buttonTitle: "Wi-Fi")
        }
        settings.navigationItem.largeTitleDisplayMode = .always
        return settings
    }

    static func wifi(size: CGSize) -> UIViewController {
        SceneController(title: "Wi-Fi", tint: Palette.green, size: size) { CardScreen.content(title: "Wi-Fi", tint: Palette.green, size: $0) }
    }

    static func calendar(size: CGSize) -> UIViewController {
        SceneController(title: "Calendar", tint: Palette.orange, size: size) { ListScreen.content(tint: Palette.orange, size: $0, buttonTitle: "New Event") }
    }

    static func newEvent(size: CGSize) -> UIViewController {
        SceneController(title: "New Event", tint: Palette.pink, size: size) { CardScreen.content(title: "New Event", tint: Palette.pink, size: $0) }
    }

    /// When UIKit's curve 7 passes half way (55 % at 0.1 s): the variants' moving frame.
    static let halfWay = 0.1

    static let push = CustomTransitionCase(Scenario(
        id: "default-push", source: "beyond",
        summary: "to-view slides in from the right, casting a shadow on its leading edge, while the from-view moves left 30 % under a 10 % dimming, 0.5 s on UIKit's curve 7 (past half way at 0.1 s); the bar stays, shrinking from the large title's 96 pt to 44, its titles slide and fade and the back button comes in",
        duration: 0.5, sampleTimes: Scenario.systemCurveSampleTimes(duration: 0.5)
    ) { stage in
        let navigation = stage.showNavigationStack([settings(size: stage.size)])
        stage.startTransition { navigation.pushViewController(wifi(size: stage.size), animated: true) }
    }, destination: { stage in
        stage.showNavigationStack([settings(size: stage.size), wifi(size: stage.size)])
    })

    static let pop = CustomTransitionCase(Scenario(
        id: "default-pop", source: "beyond",
        summary: "the default push reversed: from-view slides out to the right with its edge shadow, the to-view comes back from −30 % as the dimming lifts, the bar's titles move back; 0.5 s on curve 7",
        duration: 0.5, sampleTimes: Scenario.systemCurveSampleTimes(duration: 0.5)
    ) { stage in
        let navigation = stage.showNavigationStack([settings(size: stage.size), wifi(size: stage.size)])
        stage.startTransition { navigation.popViewController(animated: true) }
    }, destination: { stage in
        stage.showNavigationStack([settings(size: stage.size)])
    })

    static let present = CustomTransitionCase(Scenario(
        id: "default-present", source: "beyond",
        summary: "a plain controller presented as iOS 17 presents it (.automatic, a page sheet): the card rises on curve 7 to 10 pt below the safe area's top, its top corners rounded to 10 pt, as the screen behind dims and recedes to 91.65 % with rounded corners, 0.5 s",
        duration: 0.5, sampleTimes: Scenario.systemCurveSampleTimes(duration: 0.5)
    ) { stage in
        let calendar = calendar(size: stage.size)
        stage.showWindow(rootViewController: calendar)
        stage.startTransition { calendar.present(newEvent(size: stage.size), animated: true) }
    }, destination: { stage in
        let calendar = calendar(size: stage.size)
        stage.showWindow(rootViewController: calendar)
        calendar.present(newEvent(size: stage.size), animated: false)
    })

    static let dismiss = CustomTransitionCase(Scenario(
        id: "default-dismiss", source: "beyond",
        summary: "the page sheet dismissed: the card drops below the screen on curve 7 as the dimming lifts and the screen behind comes forward again, 0.5 s",
        duration: 0.5, sampleTimes: Scenario.systemCurveSampleTimes(duration: 0.5)
    ) { stage in
        let calendar = calendar(size: stage.size)
        stage.showWindow(rootViewController: calendar)
        let event = newEvent(size: stage.size)
        calendar.present(event, animated: false)
        stage.startTransition { event.dismiss(animated: true) }
    }, destination: { stage in
        stage.showWindow(rootViewController: calendar(size: stage.size))
    })

    static let fullScreenPresent = CustomTransitionCase(Scenario(
        id: "fullscreen-present", source: "beyond",
        summary: ".fullScreen with the default cover vertical: the presented view rises from below over the whole screen on curve 7, 0.5 s, and the presenter's view leaves once covered",
        duration: 0.5, sampleTimes: Scenario.systemCurveSampleTimes(duration: 0.5)
    ) { stage in
        let calendar = calendar(size: stage.size)
        stage.showWindow(rootViewController: calendar)
        let event = newEvent(size: stage.size)
        event.modalPresentationStyle = .fullScreen
        stage.startTransition { calendar.present(event, animated: true) }
    }, destination: { stage in
        stage.showWindow(rootViewController: newEvent(size: stage.size))
    })
}
