import UIKit

extension BuiltInTransitionScenarios {
    /// The three-ways article (§1): a `fade` added to the window's layer, then a present without animation;
    /// the transition animates the present.
    static let windowFadePresent = windowPresent(
        id: "window-fade-present", source: "000 §1", summary: "CATransition fade 1 s on the window layer, then present without animation",
        type: .fade, subtype: .fromRight, duration: 1, timing: .linear)

    /// The cube article: a `cube` from the right, 0.5 s, ease-in-ease-out, on the key window's layer,
    /// then a present without animation.
    static let windowCubePresent = windowPresent(
        id: "window-cube-present", source: "002", summary: "CATransition cube fromRight 0.5 s easeInEaseOut on the window layer, then present",
        type: .cube, subtype: .fromRight, duration: 0.5, timing: .easeInEaseOut)

    private static func windowPresent(id: String, source: String, summary: String, type: CATransitionType,
                                      subtype: CATransitionSubtype, duration: Double, timing: CAMediaTimingFunction) -> Scenario {
        Scenario(id: id, source: source, summary: summary, duration: duration) { stage in
            let window = UIWindow(frame: stage.rootView.bounds)
            stage.rootView.addSubview(window)
            let home = ScreenController { ListScreen.make(title: "Home", tint: Palette.blue, size: stage.size) }
            window.rootViewController = home
            window.makeKeyAndVisible()
            stage.startTransition {
                let animation = CATransition(type: type, subtype: subtype)
                animation.timingFunction = timing
                animation.duration = duration
                window.layer.add(animation, forKey: "kTransitionAnimation")
                let detail = ScreenController { CardScreen.make(title: "Detail", tint: Palette.orange, size: stage.size) }
                // The article predates iOS 13, when a present covered the whole screen; iOS 17 would show a sheet.
                detail.modalPresentationStyle = .fullScreen
                home.present(detail, animated: false)
            }
        }
    }
}
