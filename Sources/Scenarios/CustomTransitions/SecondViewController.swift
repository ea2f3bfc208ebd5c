import Foundation
import UIKit

/// The circle-button article's second controller: a detail screen whose back button sits in its top
/// left (the article's second quadrant), on the card just below the navigation bar.
final class SecondViewController: SceneController {
    private(set) var backBtn: UIView!

    init(size: CGSize) {
        super.init(title: "Second", tint: Palette.orange, size: size) { CardScreen.content(title: "Second", tint: Palette.orange, size: $0) }
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        backBtn = SceneParts.button("Back", frame: CGRect(x: 30, y: 94, width: 64, height: 32), tint: Palette.pink)
        view.addSubview(backBtn)
    }
}
