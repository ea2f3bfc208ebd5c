import Foundation
import TransitionKit

/// A controller whose view is a procedural screen, built at the stage's size on first use and
/// mirrored right to left.
///
///     let inbox = SceneController(size: stage.size) { size in
///         ListScreen.make(title: "Inbox", tint: Palette.blue, size: size)
///     }
open class SceneController: ViewController {
    public let size: Size
    private let build: (Size) -> View

    public init(size: Size, build: @escaping (Size) -> View) {
        (self.size, self.build) = (size, build)
        super.init()
    }

    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        view = build(size)
        view.laysOutFromLeadingEdge()
    }
}
