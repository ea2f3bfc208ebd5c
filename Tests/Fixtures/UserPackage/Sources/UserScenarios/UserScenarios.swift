import Foundation
import HarnessTesting

/// The scenarios of this package; its `user-harness` executable and its tests share them.
public enum UserScenarios {
    public static let all = [cardFade, sheetRise] + receipt

    /// A still screen in two variants: no transition, one frame each.
    public static let receipt = Scenario.still(id: "receipt", source: "user", summary: "the receipt screen, light and dark",
                                               variants: Variants(devices: [.iPhoneSE3], styles: [.light, .dark]).all) { stage in
        stage.rootView.addSubview(ReceiptView(frame: stage.rootView.bounds))
    }

    /// A card fades in and rises into place.
    public static let cardFade = Scenario(id: "card-fade", source: "user", summary: "a card fades and rises into place", duration: 0.5) { stage in
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
    public static let sheetRise = Scenario(id: "sheet-rise", source: "user", summary: "a sheet slides up from the bottom", duration: 0.4) { stage in
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

/// A plain screen of the app: a card on the system background.
public final class ReceiptView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 24, y: 120, width: frame.width - 48, height: 180))
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 14
        addSubview(card)
    }

    public required init?(coder: NSCoder) { return nil }
}
