import Foundation
import UIKit

/// The circle-button article's `WTCircleTransition` under a navigation controller.
enum CircleButtonScenarios {
    static let all = [push, pop]

    static let push = CustomTransitionCase(Scenario(
        id: "circle-button-push", source: "003",
        summary: "pushed view revealed by a circle growing from the + button to the quadrant rule's radius, 0.8 s; mask removed at the end",
        duration: 0.8
    ) { stage in
        let first = CustomTransitionViewController(size: stage.size)
        let navigation = UINavigationController(rootViewController: first)
        stage.showWindow(rootViewController: navigation)
        stage.startTransition { navigation.pushViewController(SecondViewController(size: stage.size), animated: true) }
    }, destination: { stage in
        stage.showNavigationStack([CustomTransitionViewController(size: stage.size), SecondViewController(size: stage.size)])
    }, visibleAtStart: "the circle starts as the button's inscribed circle, which already shows the pushed view")

    static let pop = CustomTransitionCase(Scenario(
        id: "circle-button-pop", source: "003",
        summary: "popped view shrinks into a circle on its Back button, 0.8 s; mask removed at the end",
        duration: 0.8
    ) { stage in
        let first = CustomTransitionViewController(size: stage.size)
        let navigation = UINavigationController(rootViewController: first)
        stage.showWindow(rootViewController: navigation)
        navigation.pushViewController(SecondViewController(size: stage.size), animated: false)
        stage.startTransition { navigation.popViewController(animated: true) }
    }, destination: { stage in
        stage.showWindow(rootViewController: UINavigationController(rootViewController: CustomTransitionViewController(size: stage.size)))
    })
}
