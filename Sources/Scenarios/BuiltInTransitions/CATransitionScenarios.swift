import UIKit

extension BuiltInTransitionScenarios {
    /// `catransition-<type>[-<subtype>]`: every type between two full-screen scenes, 1 s,
    /// linear; directional types once per subtype.
    static let catalogOfTypes: [Scenario] = CATransitionType.known.flatMap { type in
        type.isDirectional ? CATransitionSubtype.allCases.map { typeScenario(type, $0) } : [typeScenario(type, nil)]
    }

    private static func typeScenario(_ type: CATransitionType, _ subtype: CATransitionSubtype?) -> Scenario {
        let id = "catransition-\(type.rawValue)" + (subtype.map { "-\($0.rawValue)" } ?? "")
        let summary = "CATransition \(type.rawValue)" + (subtype.map { " \($0.rawValue)" } ?? "")
            + ", 1 s, on the screen's layer: list → detail"
        let sampleTimes = type == .oglFlip ? Scenario.turnSampleTimes(duration: 1) : nil
        return Scenario(id: id, source: "000, 002", summary: summary, duration: 1, sampleTimes: sampleTimes) { stage in
            // The screens live in a full-screen view over the stage's black, as a window over
            // the display, so a flip or curl shows black behind.
            let screen = UIView(frame: stage.rootView.bounds)
            stage.rootView.addSubview(screen)
            let list = ListScreen.make(title: "Inbox", tint: Palette.blue, size: stage.size)
            screen.addSubview(list)
            stage.startTransition {
                let animation = CATransition(type: type, subtype: subtype)
                animation.duration = 1
                screen.layer.add(animation, forKey: nil)
                list.removeFromSuperview()
                screen.addSubview(CardScreen.make(title: "Detail", tint: Palette.orange, size: stage.size))
            }
        }
    }
}
