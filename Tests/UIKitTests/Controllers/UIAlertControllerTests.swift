import Foundation
import Testing
import UIKit

/// Alerts and action sheets as apps present them.
@Suite struct UIAlertControllerTests {
    @Test func aTappedButtonDismissesTheAlertAndThenRunsItsHandler() {
        let home = UIViewController()
        let window = showInWindow(home)
        var log: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("\(action.title ?? "") with the alert \(home.presentedViewController == nil ? "gone" : "up")")
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        let clock = onClock { home.present(alert, animated: true) }
        clock.advance(to: 0.5)
        #expect(home.presentedViewController === alert && alert.actions.count == 2)
        #expect(alert.view.frame == window.bounds)
        clock.run { alert.tapAction(delete) }
        clock.advance(to: 1)
        #expect(log == ["Delete with the alert gone"])
    }

    /// Alerts and action sheets as apps present them.
}
