import Foundation
import UIKit

/// A view controller whose view is one of the procedural screens.
final class ScreenController: UIViewController {
    private let makeScreen: () -> UIView

    init(_ makeScreen: @escaping () -> UIView) {
        self.makeScreen = makeScreen
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        view = makeScreen()
    }
}
