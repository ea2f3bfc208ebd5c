import Foundation
import TransitionKit

/// A view controller whose view is one of the procedural screens.
final class ScreenController: ViewController {
    private let makeScreen: () -> View

    init(_ makeScreen: @escaping () -> View) {
        self.makeScreen = makeScreen
        super.init()
    }

    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        view = makeScreen()
    }
}
