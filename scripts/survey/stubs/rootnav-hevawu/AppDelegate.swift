import UIKit

/// Stands in for the app delegate the screens reach for (left out of the survey): one shared
/// object that owns the root controller they ask to switch between login and main.
final class AppDelegate {
    static let shared = AppDelegate()
    let rootViewController = RootViewController()
}
