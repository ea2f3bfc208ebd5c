import TransitionKit

/// A view controller whose view is one of the procedural screens.
final class ScreenController: ViewController {
    private let makeScreen: () -> View

    init(_ makeScreen: @escaping () -> View) {
        self.makeScreen = makeScreen
        super.init()
    }

    override func loadView() {
        view = makeScreen()
    }
}
