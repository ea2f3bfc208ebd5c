import Foundation
import Testing
import UIKit

/// `UIViewController` as apps subclass it.
@Suite struct UIViewControllerTests {
    @Test func controllersCompareByIdentityAndTheirOverridesAreCalled() {
        let home = UIViewController(), card = Card()
        let window = showInWindow(home)
        VirtualClock().run {
            home.present(card, animated: false)
            // The usual "am I presenting?" test in an animator.
            #expect(card.presentingViewController == home)
            #expect(card.presentingViewController != card)
            #expect(Set([home, card, home]).count == 2)
            card.dismiss(animated: false)
        }
        #expect(card.dismissals == 1)
        #expect(home.presentedViewController == nil)
        #expect(card.supportedInterfaceOrientations == .portrait)
        _ = window
    }

    final class Card: UIViewController {
        var dismissals = 0
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            dismissals += 1
            super.dismiss(animated: flag, completion: completion)
        }
    }
}

/// A controller's default view is the size of the screen as soon as it loads, as UIKit's
/// `loadView` makes it, so a screen that sizes its subviews by `view.bounds` in `viewDidLoad`
/// (a table made with `UITableView(frame: view.bounds, style:)`) has rows before any constraint
/// or window is involved.
@Suite struct DefaultViewSizeTests {
    final class ListScreen: UIViewController {
        var table: UITableView!
        override func viewDidLoad() {
            super.viewDidLoad()
            table = UITableView(frame: view.bounds, style: .plain)
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(table)
        }
    }

    @Test func aViewLoadedBeforeAnyWindowHasTheScreensSize() {
        let screen = ListScreen()
        screen.loadViewIfNeeded()
        #expect(screen.view.bounds.size == UIScreen.main.bounds.size)
        #expect(screen.table.bounds.width > 0 && screen.table.bounds.height > 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(screen.table.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "resized with the view it fills")
    }
}
