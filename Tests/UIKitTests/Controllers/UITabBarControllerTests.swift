import Foundation
import Testing
@testable import UIKit

@Suite("Tab bar controller")
struct UITabBarControllerTests {
    @Test("the tab bar is 49 points along the bottom, the selected tab's view fills the screen behind it")
    func layout() {
        let tabs = UITabBarController()
        let (a, b) = (LoggingController("A"), LoggingController("B"))
        tabs.viewControllers = [a, b]
        _ = onClock { makeWindow(root: tabs) }
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 667 - 49, width: 375, height: 49))
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // In the transition view under the bar, as in UIKit.
        #expect(a.view.superview?.superview === tabs.view && b.viewIfLoaded?.superview == nil)
        #expect(tabs.tabBar.selectedItem === tabs.tabBar.items?[0])
    }

    @Test("switching tabs swaps the views at once, will-callbacks before did-callbacks, and moves the highlight")
    func switching() {
        let log = CallLog()
        let tabs = UITabBarController()
        let (a, b) = (LoggingController("A", log: log), LoggingController("B", log: log))
        a.title = "Favourites"
        b.title = "Recents"
        tabs.viewControllers = [a, b]
        _ = onClock { makeWindow(root: tabs).makeKeyAndVisible() }
        log.entries = []
        tabs.selectedIndex = 1
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(b.view.superview?.superview === tabs.view && a.view.superview == nil)
        #expect(tabs.tabBar.items?.map(\.title) == ["Favourites", "Recents"])
        #expect(tabs.tabBar.selectedItem === tabs.tabBar.items?[1])
    }

    /// Hands out `animator` for tab switches, and `interaction` with it; refuses `refused` taps.
    final class TabDelegate: UITabBarControllerDelegate {
        let animator: SlideAnimator
        let interaction: UIPercentDrivenInteractiveTransition?
        var refused: UIViewController?
        var selected: [UIViewController] = []
        init(animator: SlideAnimator, interaction: UIPercentDrivenInteractiveTransition? = nil) {
            (self.animator, self.interaction) = (animator, interaction)
        }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            viewController !== refused
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            selected.append(viewController)
        }
        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        func tabBarController(_ tabBarController: UITabBarController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    @Test("the delegate's animator runs a tab switch under the tab bar, with animated appearance callbacks")
    func animatedSwitch() {
        let log = CallLog()
        let tabs = UITabBarController()
        let (a, b) = (LoggingController("A", log: log), LoggingController("B", log: log))
        tabs.viewControllers = [a, b]
        let delegate = TabDelegate(animator: SlideAnimator(log: log, duration: 1))
        tabs.delegate = delegate
        let (clock, _) = onClock { makeWindow(root: tabs).makeKeyAndVisible() }
        log.entries = []
        clock.run { tabs.tapTab(at: 1) }
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "animateTransition"])
        #expect(tabs.tabBar.selectedItem === tabs.tabBar.items?[1])
        // Both views are in the container, which stays under the bar.
        #expect(a.view.superview === b.view.superview && b.view.superview !== tabs.view)
        #expect(tabs.view.subviews.last === tabs.tabBar)
        clock.advance(to: 0.5)
        #expect(abs(presentedDouble(b.view.layer, "position.x") - (375 / 2 + 375 / 2)) < 1e-6)
        clock.advance(to: 1.5)
        #expect(log.entries.suffix(3) == ["A.viewDidDisappear", "B.viewDidAppear", "animationEnded(true)"])
        #expect(a.view.superview == nil && b.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(delegate.selected.map { $0 === b } == [true])
    }

    @Test("a refused tap selects nothing, and a cancelled interactive switch goes back to the old tab")
    func refusedAndCancelled() {
        let tabs = UITabBarController()
        let (a, b, c) = (LoggingController("A"), LoggingController("B"), LoggingController("C"))
        tabs.viewControllers = [a, b, c]
        let interaction = UIPercentDrivenInteractiveTransition()
        let delegate = TabDelegate(animator: SlideAnimator(duration: 2), interaction: interaction)
        delegate.refused = c
        tabs.delegate = delegate
        let (clock, _) = onClock { makeWindow(root: tabs).makeKeyAndVisible() }
        clock.run { tabs.tapTab(at: 2) }
        #expect(tabs.selectedIndex == 0 && delegate.selected.isEmpty)
        clock.run {
            tabs.selectedIndex = 1
            interaction.update(0.3)
        }
        clock.advance(to: 1)
        clock.run { interaction.cancel() }
        clock.advance(to: 3)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(tabs.tabBar.selectedItem === tabs.tabBar.items?[0])
        #expect(a.view.superview != nil && b.view.superview == nil)
    }

    @Test func aTabBarControllersControllersAreOptionalAsInUIKit() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        tabs.viewControllers = [UIViewController(), UIViewController()]
        #expect(tabs.viewControllers!.count == 2)
        tabs.viewControllers = nil
        #expect(tabs.selectedViewController == nil)
    }
}
