import Foundation
import TransitionKit

/// The circle-button article's second controller: a detail screen whose back button sits in the header's top
/// left (the article's second quadrant).
final class SecondViewController: SceneController {
    private(set) var backBtn: View!

    init(size: Size) {
        super.init(size: size) { CardScreen.make(title: "Second", tint: Palette.orange, size: $0) }
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        backBtn = SceneParts.button("Back", frame: Rect(x: 10, y: 26, width: 64, height: 32), tint: Palette.pink)
        view.addSubview(backBtn)
    }
}
