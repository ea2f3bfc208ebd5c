import UIKit

/// Time spans in seconds, from the app's Constants file (whose colours need an extension file the
/// survey leaves out, as it imports SwiftUI).
struct Time {
    static let fiveMinutes = 5 * 60
    static let oneHour = 60 * 60
    static let oneDay = 24 * 60 * 60
    static let oneWeek = 7 * 24 * 60 * 60
    static let fiveWeeks = 5 * 7 * 24 * 60 * 60
    static let oneYear = 365 * 24 * 60 * 60
}

extension UINavigationController {
    /// Pops `viewsToPop` controllers at once (the app's own helper, in its extensions file that
    /// imports SwiftUI).
    func popViewControllers(viewsToPop: Int, animated: Bool) {
        guard viewControllers.count >= 2, viewsToPop >= 1 else { return }
        popToViewController(viewControllers[max(0, viewControllers.count - viewsToPop - 1)], animated: animated)
    }
}
