import UIKit

extension BuiltInTransitionScenarios {
    /// The three-ways article (§2): a parent with children A, B and C switches from A to B with
    /// `transition(from:to:duration:options:animations:completion:)`, 0.5 s, flip from right;
    /// the flip turns the view that holds the children's views.
    static let childFlip = Scenario(
        id: "child-flip", source: "000 §2",
        summary: "parent with children A, B, C; transition(from: A, to: B), 0.5 s, transitionFlipFromRight", duration: 0.5,
        sampleTimes: Scenario.turnSampleTimes(duration: 0.5)
    ) { stage in
        let window = UIWindow(frame: stage.rootView.bounds)
        stage.rootView.addSubview(window)
        let holder = UIView(frame: CGRect(x: 30, y: 120, width: stage.size.width - 60, height: 420))
        let parent = ScreenController {
            let screen = UIView(frame: CGRect(origin: .zero, size: stage.size))
            screen.backgroundColor = Palette.groupedBackground
            screen.addSubview(holder)
            return SceneParts.screen(screen, title: "Parent", tint: Palette.ink)
        }
        window.rootViewController = parent
        let children = [("A", Palette.blue), ("B", Palette.pink), ("C", Palette.teal)].map { name, tint in
            ScreenController { childCard(name, tint: tint, size: holder.bounds.size) }
        }
        for child in children {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        children[0].view.frame = holder.bounds
        holder.addSubview(children[0].view)
        stage.startTransition {
            children[1].view.frame = holder.bounds
            parent.transition(from: children[0], to: children[1], duration: 0.5, options: .transitionFlipFromRight,
                              animations: {})
        }
    }

    /// A child controller's card: its letter large on its tint.
    private static func childCard(_ name: String, tint: UIColor, size: CGSize) -> UIView {
        let card = UIView(frame: CGRect(origin: .zero, size: size))
        card.backgroundColor = tint
        card.layer.cornerRadius = 18
        card.addSubview(SceneParts.label(name, frame: CGRect(x: 0, y: size.height / 2 - 60, width: size.width, height: 120),
                                         size: 96, color: .white, bold: true, alignment: .center))
        card.addSubview(SceneParts.label("Child \(name)", frame: CGRect(x: 0, y: size.height - 60, width: size.width, height: 28),
                                         size: 20, color: .white, alignment: .center))
        return card
    }
}
