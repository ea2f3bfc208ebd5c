import Foundation
import UIKit

/// The circle-button article's first controller: a list with a round button in the lower right (the article's
/// fourth quadrant). It becomes its navigation controller's delegate in `viewWillAppear`, as
/// the article advises, and hands out `WTCircleTransition`.
final class CustomTransitionViewController: SceneController, UINavigationControllerDelegate {
    private(set) var customTransitionBtn: UIView!

    init(size: CGSize) {
        super.init(title: "Circles", tint: Palette.teal, size: size) { ListScreen.content(tint: Palette.teal, size: $0, rows: 6, buttonTitle: "Settings") }
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        customTransitionBtn = SceneParts.button("+", frame: CGRect(x: size.width - 84, y: size.height - 180, width: 60, height: 60),
                                                tint: Palette.pink)
        customTransitionBtn.layer.cornerRadius = 30
        view.addSubview(customTransitionBtn)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.delegate = self
    }

    /// Tells the navigation controller to run a custom transition. The article shows only the push
    /// branch and never sets `isPush`; the animator's pop branch is used for pops here.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let trans = WTCircleTransition()
        trans.isPush = operation == .push
        return trans
    }
}
