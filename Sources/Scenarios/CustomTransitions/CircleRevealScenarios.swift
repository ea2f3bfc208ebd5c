import Foundation
import UIKit

/// The cube article's circle reveal (`CircleRevealTransition`), from the round button at (120, 320, 50, 50).
enum CircleRevealScenarios {
    static let all = [present, dismiss]

    static let present = CustomTransitionCase(Scenario(
        id: "circle-reveal-present", source: "002",
        summary: "shape-layer mask on the presented view grows from the circle in (120, 320, 50, 50) past the farthest corner, 0.6 s",
        duration: 0.6
    ) { stage in
        let music = CircleRevealViewController(size: stage.size)
        stage.showWindow(rootViewController: music)
        stage.startTransition { music.presentPlayer() }
    }, destination: { stage in
        stage.showWindow(rootViewController: CircleRevealViewController.playerScreen(size: stage.size))
    }, visibleAtStart: "the article's animation starts from the 50-point circle, which shows the presented view at once")

    static let dismiss = CustomTransitionCase(Scenario(
        id: "circle-reveal-dismiss", source: "002",
        summary: "the presented view's circle mask shrinks back into (120, 320, 50, 50), 0.6 s",
        duration: 0.6
    ) { stage in
        let music = CircleRevealViewController(size: stage.size)
        stage.showWindow(rootViewController: music)
        let player = CircleRevealViewController.playerScreen(size: stage.size)
        player.modalPresentationStyle = .fullScreen
        player.transitioningDelegate = music
        music.present(player, animated: false)
        stage.startTransition { player.dismiss(animated: true) }
    }, destination: { stage in
        stage.showWindow(rootViewController: CircleRevealViewController(size: stage.size))
    })
}

/// The cube article's first screen, with the round button the circle grows from; it is the
/// transitioning delegate of what it presents.
final class CircleRevealViewController: SceneController, UIViewControllerTransitioningDelegate {
    init(size: CGSize) {
        super.init(title: "Music", tint: Palette.pink, size: size) { size in
            let screen = ListScreen.content(tint: Palette.pink, size: size, rows: 4, buttonTitle: "Library")
            let button = SceneParts.button("▶", frame: CGRect(x: 120, y: 320, width: 50, height: 50), tint: Palette.purple)
            button.layer.cornerRadius = 25
            screen.addSubview(button)
            return screen
        }
    }

    required init?(coder: NSCoder) { return nil }

    static func playerScreen(size: CGSize) -> UIViewController {
        SceneController(title: "Now Playing", tint: Palette.purple, size: size) { CardScreen.content(title: "Now Playing", tint: Palette.purple, size: $0) }
    }

    func presentPlayer() {
        let player = Self.playerScreen(size: size)
        // The article predates iOS 13, when a present covered the whole screen; iOS 17 would show a sheet.
        player.modalPresentationStyle = .fullScreen
        player.transitioningDelegate = self
        present(player, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CircleRevealTransition(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CircleRevealTransition(isPresenting: false)
    }
}
