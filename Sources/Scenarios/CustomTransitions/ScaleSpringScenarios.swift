import Foundation
import UIKit

/// The three-ways article's (§3) present: `PDAnimationPresentTransition`'s scale and alpha spring.
enum ScaleSpringScenarios {
    static let all = [present]

    static let present = CustomTransitionCase(Scenario(
        id: "scale-spring-present", source: "000 §3",
        summary: "presented view from scale 0.001, alpha 0 and its zero initial frame to identity on a spring (damping 0.6), 1 s",
        duration: 1, sampleTimes: [0, 0.04, 0.08, 0.15, 0.25, 0.5, 0.75, 1, 1.5]
    ) { stage in
        let demo = TransitionDemoViewController(size: stage.size)
        stage.showWindow(rootViewController: demo)
        stage.startTransition { demo.presentDemo() }
    }, destination: { stage in
        stage.showWindow(rootViewController: TransitionDemoViewController.presentedScreen(size: stage.size))
    })
}

/// The three-ways article's (§3) presenting controller: the presented controller's transitioning delegate.
final class TransitionDemoViewController: SceneController, UIViewControllerTransitioningDelegate {
    init(size: CGSize) {
        super.init(title: "Settings", tint: Palette.purple, size: size) { ListScreen.content(tint: Palette.purple, size: $0, buttonTitle: "Show Demo") }
    }

    required init?(coder: NSCoder) { return nil }

    static func presentedScreen(size: CGSize) -> UIViewController {
        SceneController(title: "Welcome", tint: Palette.pink, size: size) { CardScreen.content(title: "Welcome", tint: Palette.pink, size: $0) }
    }

    func presentDemo() {
        let presentedVC = Self.presentedScreen(size: size)
        // The article predates iOS 13, when a present covered the whole screen; iOS 17 would show a sheet.
        presentedVC.modalPresentationStyle = .fullScreen
        presentedVC.transitioningDelegate = self
        present(presentedVC, animated: true, completion: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animationTransition = PDAnimationPresentTransition()
        animationTransition.animationType = .present
        return animationTransition
    }
}
