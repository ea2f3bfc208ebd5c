import Foundation
import Testing
@testable import UIKit

/// The status bar's glyphs follow the controllers as UIKit decides (Apple's documentation of
/// `preferredStatusBarStyle`, `childForStatusBarStyle` and
/// `modalPresentationCapturesStatusBarAppearance`): the window's root controller, a full-screen
/// presentation over it, and the child a container names.
@Suite struct StatusBarStyleTests {
    final class Dark: UIViewController {
        var style = UIStatusBarStyle.lightContent
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
    }

    /// A light-mode iPhone 15 screen with a window showing `root`.
    private func screen(showing root: UIViewController) -> ScreenView {
        let screen = ScreenView(screen: .iPhone15, traits: UITraitCollection(userInterfaceStyle: .light))
        let window = UIWindow(frame: screen.bounds)
        screen.addSubview(window)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return screen
    }

    @Test func theRootControllersPreferenceChoosesTheGlyphs() {
        VirtualClock().run {
            let dark = Dark()
            let screen = screen(showing: dark)
            #expect(screen.statusBarStyle == .dark, "light glyphs, drawn as in dark mode")
            dark.style = .darkContent
            dark.setNeedsStatusBarAppearanceUpdate()
            #expect(screen.statusBarStyle == .light)
            dark.style = .default
            dark.setNeedsStatusBarAppearanceUpdate()
            #expect(screen.statusBarStyle == nil, "the screen's own interface style")
        }
    }

    /// A controller inside a navigation controller is not asked while the bar shows: the
    /// navigation bar's style decides, and the top controller once the bar is hidden.
    @Test func aNavigationControllerAnswersForItsBarUntilTheBarIsHidden() {
        VirtualClock().run {
            let dark = Dark()
            let navigation = UINavigationController(rootViewController: dark)
            let screen = screen(showing: navigation)
            #expect(screen.statusBarStyle == nil)
            navigation.navigationBar.barStyle = .black
            navigation.setNeedsStatusBarAppearanceUpdate()
            #expect(screen.statusBarStyle == .dark)
            navigation.navigationBar.barStyle = .default
            navigation.setNavigationBarHidden(true, animated: false)
            #expect(screen.statusBarStyle == .dark, "the top controller's light content")
        }
    }

    @Test func aTabBarControllerHandsOverToTheSelectedTab() {
        VirtualClock().run {
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController(), Dark()]
            let screen = screen(showing: tabs)
            #expect(screen.statusBarStyle == nil)
            tabs.selectedIndex = 1
            #expect(screen.statusBarStyle == .dark)
        }
    }

    /// Only a full-screen presentation (or one that captures it) takes the status bar, and it
    /// gives it back when dismissed; a sheet over a receded presenter shows light glyphs anyway.
    @Test func aFullScreenPresentationTakesTheStatusBarAndGivesItBack() {
        let clock = VirtualClock()
        let root = UIViewController()
        let screen: ScreenView = clock.run { self.screen(showing: root) }
        let popup = Dark()
        clock.run {
            popup.modalPresentationStyle = .overCurrentContext
            root.present(popup, animated: false)
        }
        clock.advance(by: 1)
        #expect(screen.statusBarStyle == nil, "a presentation over the current context leaves the status bar to its presenter")
        clock.run { popup.dismiss(animated: false) }
        clock.advance(by: 1)
        let cover = Dark()
        clock.run {
            cover.modalPresentationStyle = .fullScreen
            root.present(cover, animated: true)
        }
        #expect(screen.statusBarStyle == .dark, "handed over as the presentation starts")
        clock.advance(by: 1)
        clock.run { cover.dismiss(animated: true) }
        #expect(screen.statusBarStyle == nil, "given back as the dismissal starts")
        clock.advance(by: 1)
        let captured = Dark()
        clock.run {
            captured.modalPresentationStyle = .overCurrentContext
            captured.modalPresentationCapturesStatusBarAppearance = true
            root.present(captured, animated: false)
        }
        clock.advance(by: 1)
        #expect(screen.statusBarStyle == .dark)
    }
}
