import UIKit

/// The home tab, whose file the survey sets apart (it imports SwiftUI); the cells read its row
/// height.
final class HomeViewController: UIViewController {
    static let height: CGFloat = 120
}
