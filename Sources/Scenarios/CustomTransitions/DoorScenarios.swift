import Foundation
import UIKit

/// The door article's door push and pop (`PushTransition`, `PopTransition`).
enum DoorScenarios {
    static let all = [push, pop]

    static let push = CustomTransitionCase(Scenario(
        id: "door-push", source: "004",
        summary: "from-view hung at anchor (0, 0.5) with m34 = −1/500 turns to −π/2 about y over 2 s, uncovering the to-view",
        duration: 2
    ) { stage in
        let library = DoorViewController(size: stage.size)
        let navigation = UINavigationController(rootViewController: library)
        stage.showWindow(rootViewController: navigation)
        stage.startTransition { navigation.pushViewController(DoorViewController.chapter(size: stage.size), animated: true) }
    }, destination: { stage in
        stage.showNavigationStack([DoorViewController(size: stage.size), DoorViewController.chapter(size: stage.size)])
    })

    static let pop = CustomTransitionCase(Scenario(
        id: "door-pop", source: "004",
        summary: "to-view turns back from −π/2 about its left edge to identity over 2 s, in front of the from-view",
        duration: 2
    ) { stage in
        let navigation = DoorViewController.stack(on: stage)
        stage.startTransition { navigation.popViewController(animated: true) }
    }, destination: { stage in
        stage.showNavigationStack([DoorViewController(size: stage.size)])
    })
}

/// The door article's list controller: the navigation delegate that hands out the door animators
/// (and, for the interactive scenarios, an interaction controller).
final class DoorViewController: SceneController, UINavigationControllerDelegate {
    /// Returned for pops when set: the percent-driven interaction of the interactive scenarios.
    var popInteraction: UIPercentDrivenInteractiveTransition?

    init(size: CGSize) {
        super.init(title: "Library", tint: Palette.green, size: size) { ListScreen.content(tint: Palette.green, size: $0, buttonTitle: "Read") }
    }

    required init?(coder: NSCoder) { return nil }

    static func chapter(size: CGSize) -> UIViewController {
        SceneController(title: "Chapter 1", tint: Palette.blue, size: size) { CardScreen.content(title: "Chapter 1", tint: Palette.blue, size: $0) }
    }

    /// A navigation controller on `stage` with the chapter pushed over the library, unanimated.
    static func stack(on stage: Stage, popInteraction: UIPercentDrivenInteractiveTransition? = nil) -> UINavigationController {
        let library = DoorViewController(size: stage.size)
        library.popInteraction = popInteraction
        let navigation = UINavigationController(rootViewController: library)
        stage.showWindow(rootViewController: navigation)
        navigation.pushViewController(chapter(size: stage.size), animated: false)
        return navigation
    }

    override func viewWillAppear(_ animated: Bool) {
        navigationController?.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operation == .push ? PushTransition() : PopTransition()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        animationController is PopTransition ? popInteraction : nil
    }
}
