import UIKit

extension BuiltInTransitionScenarios {
    /// `uiview-<option>`: a card turns from its front to its back through each UIView
    /// transition option with `UIView.transition(with:duration:options:animations:completion:)`, 1 s.
    static let viewOptions: [Scenario] = [
        ("flipFromLeft", UIView.AnimationOptions.transitionFlipFromLeft),
        ("flipFromRight", .transitionFlipFromRight),
        ("flipFromTop", .transitionFlipFromTop),
        ("flipFromBottom", .transitionFlipFromBottom),
        ("curlUp", .transitionCurlUp),
        ("curlDown", .transitionCurlDown),
        ("crossDissolve", .transitionCrossDissolve),
    ].map { name, option in
        Scenario(id: "uiview-\(name)", source: "000, 002",
                 summary: "a card through UIView transition(with:) .transition\(name.prefix(1).uppercased() + name.dropFirst()), 1 s",
                 duration: 1, sampleTimes: name.hasPrefix("flip") ? Scenario.turnSampleTimes(duration: 1) : nil) { stage in
            // The card is part of the screen's content, below its navigation bar, as a card in a
            // controller's view is: the bar covers whatever of a curl lifts past the card's top.
            let content = ListScreen.content(tint: Palette.purple, size: stage.size, rows: 0, buttonTitle: "Turn")
            let card = UIView(frame: CGRect(x: 40, y: 120, width: stage.size.width - 80, height: 380))
            let front = cardFace("Front", detail: "Tap to turn", tint: Palette.orange, size: card.bounds.size)
            card.addSubview(front)
            content.addSubview(card)
            stage.rootView.addSubview(SceneParts.screen(content, title: "Cards", tint: Palette.purple))
            stage.startTransition {
                UIView.transition(with: card, duration: 1, options: option, animations: {
                    front.removeFromSuperview()
                    card.addSubview(cardFace("Back", detail: "The other side", tint: Palette.teal, size: card.bounds.size))
                })
            }
        }
    }

    /// One side of the card: a rounded tile with a title and a line of detail.
    private static func cardFace(_ title: String, detail: String, tint: UIColor, size: CGSize) -> UIView {
        let face = UIView(frame: CGRect(origin: .zero, size: size))
        face.backgroundColor = tint
        face.layer.cornerRadius = 20
        face.addSubview(SceneParts.label(title, frame: CGRect(x: 0, y: size.height / 2 - 40, width: size.width, height: 48),
                                         size: 40, color: .white, bold: true, alignment: .center))
        face.addSubview(SceneParts.label(detail, frame: CGRect(x: 0, y: size.height / 2 + 16, width: size.width, height: 24),
                                         size: 18, color: .white, alignment: .center))
        let stripe = UIView(frame: CGRect(x: 24, y: 24, width: size.width * 0.4, height: 10))
        stripe.backgroundColor = UIColor(white: 1, alpha: 0.7)
        stripe.layer.cornerRadius = 5
        face.addSubview(stripe)
        return face
    }
}
