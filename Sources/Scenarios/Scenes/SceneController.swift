import Foundation
import UIKit

/// A controller whose view is a procedural screen, built at the stage's size on first use and
/// mirrored right to left. Its title shows in its navigation controller's bar or, shown on its
/// own, in a bar of its own.
///
///     let inbox = SceneController(title: "Inbox", size: stage.size) { size in
///         ListScreen.content(tint: Palette.blue, size: size)
///     }
package class SceneController: UIViewController {
    package let size: CGSize
    /// The tint of the bar the screen brings when it is not in a navigation controller.
    private let tint: UIColor
    private let build: (CGSize) -> UIView

    package convenience init(title: String? = nil, tint: UIColor = Palette.blue, size: CGSize, build: @escaping (CGSize) -> UIView) {
        self.init(title: title, tint: tint, size: size, building: build)
    }

    /// The designated initializer the scenes' own controllers call. It is internal: Swift 6.3
    /// gives every subclass of a class whose designated initializer is `package` a stub for it
    /// that its recursion check then warns about, a warning each user's build would show.
    init(title: String? = nil, tint: UIColor = Palette.blue, size: CGSize, building build: @escaping (CGSize) -> UIView) {
        (self.size, self.tint, self.build) = (size, tint, build)
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    package required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        let content = build(size)
        view = navigationController == nil ? SceneParts.screen(content, title: title ?? "", tint: tint) : content
        view.laysOutFromLeadingEdge()
    }
}
