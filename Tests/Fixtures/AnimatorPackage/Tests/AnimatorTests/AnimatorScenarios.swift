@testable import Animators
import Scenarios
import UIKit

/// Each animator of the `Animators` target run on a stage as an app would run it: a window, a
/// screen, and the push, present or dismiss that hands the transition to the animator.
enum AnimatorScenarios {
    static let all = [circularReveal, cardFlip, zoomPush, bubble, cardDeck, springPop, logoReveal, swipeDismiss, interruptibleSlide,
                      celebration, dropInAlert, tabSlide, progressRing, alert, actionSheet, legacyFlip,
                      crossDissolve, flipHorizontal]

    static let circularReveal = Scenario(
        id: "uikit-circular-reveal", source: "uikit", summary: "a circle grows from the + button to reveal the next screen", duration: 0.6
    ) { stage in
        let home = PresentingViewController(title: "Home", tint: .systemBlue)
        stage.showWindow(rootViewController: home)
        let animator = CircularRevealAnimator()
        animator.originPoint = home.button.center
        let delegate = AnimatorDelegate(presenting: animator)
        stage.startTransition { present(ColorScreenViewController(title: "Revealed", tint: .systemOrange), from: home, delegate: delegate) }
    }

    static let cardFlip = Scenario(
        id: "uikit-card-flip", source: "uikit", summary: "the screen turns away and a card turns in, then grows to full screen", duration: 0.9
    ) { stage in
        let home = PresentingViewController(title: "Cards", tint: .systemIndigo)
        stage.showWindow(rootViewController: home)
        let delegate = AnimatorDelegate(presenting: CardFlipAnimator(originFrame: home.cards[2].frame))
        stage.startTransition { present(ColorScreenViewController(title: "Back", tint: .systemGreen), from: home, delegate: delegate) }
    }

    static let zoomPush = Scenario(
        id: "uikit-zoom-push", source: "uikit", summary: "a tile zooms into the pushed screen on a spring", duration: 0.5
    ) { stage in
        let list = ColorScreenViewController(title: "Photos", tint: .systemTeal)
        let navigation = UINavigationController(rootViewController: list)
        let delegate = ZoomNavigationDelegate()
        navigation.delegate = delegate
        stage.showWindow(rootViewController: navigation)
        delegate.tile = list.cards[3]
        stage.startTransition {
            withExtendedLifetime(delegate) {
                navigation.pushViewController(ColorScreenViewController(title: "Photo", tint: .systemPurple), animated: true)
            }
        }
    }

    static let bubble = Scenario(
        id: "uikit-bubble", source: "uikit", summary: "a white bubble grows from the + button, the screen scaling up inside it", duration: 0.5
    ) { stage in
        let home = PresentingViewController(title: "Bubble", tint: .systemRed)
        stage.showWindow(rootViewController: home)
        home.bubble.startingPoint = home.button.center
        home.bubble.bubbleColor = .systemPink
        let next = ColorScreenViewController(title: "Inside", tint: .systemPink)
        next.transitioningDelegate = home.bubble
        next.modalPresentationStyle = .custom
        stage.startTransition { home.present(next, animated: true) }
    }

    static let cardDeck = Scenario(
        id: "uikit-card-deck", source: "uikit", summary: "a card springs up over the dimmed, shrinking deck", duration: 0.6
    ) { stage in
        let home = PresentingViewController(title: "Deck", tint: .systemBlue)
        stage.showWindow(rootViewController: home)
        let card = ColorScreenViewController(title: "Card", tint: .systemOrange)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = home.cardDeck
        stage.startTransition { home.present(card, animated: true) }
    }

    static let springPop = Scenario(
        id: "uikit-spring-pop", source: "uikit", summary: "a rounded panel pops in on a Core Animation spring over the screen", duration: 0.8,
        motionLintExemptions: [.init(.runningAfterCompletion, because:
            "the animator completes on a 0.8 s timer while its spring settles in 1.15 s, as the code it imitates does; the panel is already in place")]
    ) { stage in
        let home = PresentingViewController(title: "Pop", tint: .systemGreen)
        stage.showWindow(rootViewController: home)
        let panel = ColorScreenViewController(title: "Panel", tint: .systemYellow)
        panel.modalPresentationStyle = .overFullScreen
        let delegate = AnimatorDelegate(presenting: SpringPopAnimator())
        panel.transitioningDelegate = delegate
        stage.startTransition { withExtendedLifetime(delegate) { home.present(panel, animated: true) } }
    }

    static let logoReveal = Scenario(
        id: "uikit-logo-reveal", source: "uikit", summary: "the next screen shows through a logo that dips, then grows past the edges", duration: 1
    ) { stage in
        let home = PresentingViewController(title: "Launch", tint: .systemIndigo)
        stage.showWindow(rootViewController: home)
        let delegate = AnimatorDelegate(presenting: LogoRevealAnimator())
        stage.startTransition { present(ColorScreenViewController(title: "Welcome", tint: .systemTeal), from: home, delegate: delegate) }
    }

    static let swipeDismiss = Scenario(
        id: "uikit-swipe-dismiss", source: "uikit", summary: "a pan drags the screen down past half way and lets go; it slides away", duration: 0.8
    ) { stage in
        let home = PresentingViewController(title: "Home", tint: .systemBlue)
        stage.showWindow(rootViewController: home)
        let detail = ColorScreenViewController(title: "Swipe me", tint: .systemPurple)
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = home.swipe
        home.present(detail, animated: false)
        home.swipe.interaction = SwipeDismissInteraction(viewController: detail)
        let pan = detail.view.gestureRecognizers!.first as! UIPanGestureRecognizer
        stage.startTransition {
            pan.play(.init(from: CGPoint(x: 180, y: 200), samples: [
                (0.1, CGPoint(x: 0, y: 40)), (0.2, CGPoint(x: 0, y: 110)), (0.3, CGPoint(x: 0, y: 200)),
                (0.4, CGPoint(x: 0, y: 260)), (0.45, CGPoint(x: 0, y: 280)),
            ]))
        }
    }

    static let interruptibleSlide = Scenario(
        id: "uikit-interruptible-slide", source: "uikit", summary: "a property animator pushes the next screen over a darkening one", duration: 0.5
    ) { stage in
        let list = ColorScreenViewController(title: "Inbox", tint: .systemBlue)
        let navigation = UINavigationController(rootViewController: list)
        let delegate = AnimatorDelegate(pushing: InterruptibleSlideAnimator())
        navigation.delegate = delegate
        stage.showWindow(rootViewController: navigation)
        stage.startTransition {
            withExtendedLifetime(delegate) {
                navigation.pushViewController(ColorScreenViewController(title: "Message", tint: .systemOrange), animated: true)
            }
        }
    }

    static let celebration = Scenario(
        id: "uikit-celebration", source: "uikit",
        summary: "a success screen springs up: its gradient shifts, bars grow, dots pulse in turn, confetti falls", duration: 1
    ) { stage in
        let home = PresentingViewController(title: "Checkout", tint: .systemGreen)
        stage.showWindow(rootViewController: home)
        let delegate = AnimatorDelegate(presenting: CelebrationAnimator())
        stage.startTransition { present(ColorScreenViewController(title: "Done", tint: .systemIndigo), from: home, delegate: delegate) }
    }

    static let dropInAlert = Scenario(
        id: "uikit-drop-in-alert", source: "uikit",
        summary: "an alert drops in on UIKit Dynamics, hangs from a spring, swings and settles over a dimmed screen", duration: 2.5
    ) { stage in
        let home = PresentingViewController(title: "Settings", tint: .systemGray)
        stage.showWindow(rootViewController: home)
        let alert = ColorScreenViewController(title: "Saved", tint: .systemGreen)
        alert.modalPresentationStyle = .overFullScreen
        let delegate = AnimatorDelegate(presenting: DropInAlertAnimator())
        alert.transitioningDelegate = delegate
        stage.startTransition { withExtendedLifetime(delegate) { home.present(alert, animated: true) } }
    }

    static let tabSlide = Scenario(
        id: "uikit-tab-slide", source: "uikit",
        summary: "a swipe selects the next tab, which slides in over the old one as it drifts away and dims", duration: 0.5
    ) { stage in
        let tabs = SlidingTabBarController()
        tabs.viewControllers = [
            ColorScreenViewController(title: "Today", tint: .systemBlue),
            ColorScreenViewController(title: "Games", tint: .systemPurple),
            ColorScreenViewController(title: "Apps", tint: .systemTeal),
        ]
        stage.showWindow(rootViewController: tabs)
        let swipe = tabs.viewControllers![0].view.gestureRecognizers!.first as! UISwipeGestureRecognizer
        stage.startTransition { swipe.playSwipe(at: CGPoint(x: 60, y: 400)) }
    }

    static let progressRing = Scenario(
        id: "uikit-progress-ring", source: "uikit",
        summary: "a download screen fades in; its self-drawn gradient ring fills to 100% tick by tick, then swells", duration: 1.1
    ) { stage in
        let home = PresentingViewController(title: "Library", tint: .systemIndigo)
        stage.showWindow(rootViewController: home)
        let delegate = AnimatorDelegate(presenting: ProgressRingAnimator())
        stage.startTransition { present(ColorScreenViewController(title: "Downloading", tint: .systemIndigo), from: home, delegate: delegate) }
    }

    static let alert = Scenario(
        id: "uikit-alert", source: "uikit", summary: "a system alert grows in over the dimmed screen", duration: 0.5
    ) { stage in
        let home = PresentingViewController(title: "Photos", tint: .systemBlue)
        stage.showWindow(rootViewController: home)
        let alert = UIAlertController(title: "Delete 3 photos?",
                                      message: "These photos will be deleted from all your devices.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        stage.startTransition { home.present(alert, animated: true) }
    }

    static let actionSheet = Scenario(
        id: "uikit-action-sheet", source: "uikit", summary: "an action sheet rises from the bottom over the dimmed screen", duration: 0.5
    ) { stage in
        let home = PresentingViewController(title: "Photos", tint: .systemBlue)
        stage.showWindow(rootViewController: home)
        let sheet = UIAlertController(title: nil, message: "Share this photo", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Save to Files", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        stage.startTransition { home.present(sheet, animated: true) }
    }

    static let legacyFlip = Scenario(
        id: "uikit-legacy-flip", source: "uikit",
        summary: "a beginAnimations block flips a card from the right; its stop selector fades the new caption in", duration: 1
    ) { stage in
        let screen = LegacyFlipCardViewController()
        stage.showWindow(rootViewController: screen)
        stage.startTransition { screen.flip() }
    }

    static let crossDissolve = Scenario(
        id: "uikit-cross-dissolve", source: "uikit",
        summary: "UIKit's own .crossDissolve: a see-through overlay presented over full screen fades in", duration: 0.4
    ) { stage in
        let home = PresentingViewController(title: "Music", tint: .systemPink)
        stage.showWindow(rootViewController: home)
        let overlay = ColorScreenViewController(title: "Now Playing", tint: .systemPurple)
        overlay.modalPresentationStyle = .overFullScreen
        overlay.modalTransitionStyle = .crossDissolve
        overlay.loadViewIfNeeded()
        overlay.view.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        stage.startTransition { home.present(overlay, animated: true) }
    }

    static let flipHorizontal = Scenario(
        id: "uikit-flip-horizontal", source: "uikit",
        summary: "UIKit's own .flipHorizontal: the screen turns over from the right to show the presented one", duration: 0.75,
        // Half way the screen is edge-on and nothing shows but the black behind it.
        sampleTimes: Scenario.turnSampleTimes(duration: 0.75)
    ) { stage in
        let home = PresentingViewController(title: "Front", tint: .systemBlue)
        stage.showWindow(rootViewController: home)
        let back = ColorScreenViewController(title: "Back", tint: .systemOrange)
        back.modalPresentationStyle = .fullScreen
        back.modalTransitionStyle = .flipHorizontal
        stage.startTransition { home.present(back, animated: true) }
    }

    /// Presents `screen` from `presenter` full screen through `delegate`'s animator: the animators
    /// cover the screen, so their apps ask for `.fullScreen`, which since iOS 13 is no longer the default.
    private static func present(_ screen: UIViewController, from presenter: UIViewController, delegate: AnimatorDelegate) {
        screen.modalPresentationStyle = .fullScreen
        screen.transitioningDelegate = delegate
        withExtendedLifetime(delegate) { presenter.present(screen, animated: true) }
    }
}

/// Hands one animator to a present or a push, as an app's small delegate objects do.
final class AnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    private let presenting: UIViewControllerAnimatedTransitioning?
    private let pushing: UIViewControllerAnimatedTransitioning?

    init(presenting: UIViewControllerAnimatedTransitioning) { (self.presenting, pushing) = (presenting, nil) }
    init(pushing: UIViewControllerAnimatedTransitioning) { (presenting, self.pushing) = (nil, pushing) }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self.presenting }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? pushing : nil
    }
}
