import HarnessTesting

/// The scenarios of this package; its `user-harness` executable and its tests share them.
public enum UserScenarios {
    public static let all = [cardFade, sheetRise]

    /// A card fades in and rises into place.
    public static let cardFade = Scenario(id: "card-fade", seed: "user", summary: "a card fades and rises into place", duration: 0.5) { stage in
        let card = UIView(frame: CGRect(x: 40, y: 160, width: 295, height: 200))
        card.backgroundColor = Palette.teal
        card.layer.cornerRadius = 16
        card.alpha = 0
        card.transform = CGAffineTransform(translationX: 0, y: 60)
        stage.rootView.backgroundColor = .white
        stage.rootView.addSubview(card)
        stage.startTransition {
            UIView.animate(withDuration: 0.5) {
                card.alpha = 1
                card.transform = .identity
            }
        }
    }

    /// A sheet slides up from the bottom edge.
    public static let sheetRise = Scenario(id: "sheet-rise", seed: "user", summary: "a sheet slides up from the bottom", duration: 0.4) { stage in
        let sheet = UIView(frame: CGRect(x: 0, y: 667, width: 375, height: 300))
        sheet.backgroundColor = Palette.purple
        sheet.layer.cornerRadius = 12
        stage.rootView.backgroundColor = UIColor(white: 0.95, alpha: 1)
        stage.rootView.addSubview(sheet)
        stage.startTransition {
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseOut) {
                sheet.frame = CGRect(x: 0, y: 367, width: 375, height: 300)
            }
        }
    }
}
