import Foundation
import Testing
@testable import TransitionKit

@Suite("Tab bar controller")
struct TabBarControllerTests {
    @Test("the tab bar is 49 points along the bottom, the selected tab's view fills the screen behind it")
    func layout() {
        let tabs = TabBarController()
        let (a, b) = (LoggingController("A"), LoggingController("B"))
        tabs.viewControllers = [a, b]
        _ = onClock { makeWindow(root: tabs) }
        #expect(tabs.tabBar.frame == Rect(x: 0, y: 667 - 49, width: 375, height: 49))
        #expect(a.view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(a.view.superview === tabs.view && b.viewIfLoaded?.superview == nil)
        #expect(tabs.tabBar.selectedItem === tabs.tabBar.items[0])
    }

    @Test("switching tabs swaps the views at once, will-callbacks before did-callbacks, and moves the highlight")
    func switching() {
        let log = CallLog()
        let tabs = TabBarController()
        let (a, b) = (LoggingController("A", log: log), LoggingController("B", log: log))
        a.title = "Favourites"
        b.title = "Recents"
        tabs.viewControllers = [a, b]
        _ = onClock { makeWindow(root: tabs).makeKeyAndVisible() }
        log.entries = []
        tabs.selectedIndex = 1
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(b.view.superview === tabs.view && a.view.superview == nil)
        #expect(tabs.tabBar.items.map(\.title) == ["Favourites", "Recents"])
        #expect(tabs.tabBar.selectedItem === tabs.tabBar.items[1])
    }
}
