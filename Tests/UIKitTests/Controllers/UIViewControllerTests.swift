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
