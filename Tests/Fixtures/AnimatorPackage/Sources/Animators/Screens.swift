import UIKit

/// A screen with a coloured header, a title and a few cards, built in code as apps do.
class ColorScreenViewController: UIViewController {
    let tint: UIColor
    let heading: String
    private(set) var cards: [UIView] = []

    init(title: String, tint: UIColor) {
        self.heading = title
        self.tint = tint
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 120))
        header.backgroundColor = tint
        header.autoresizingMask = [.flexibleWidth]
        view.addSubview(header)

        let label = UILabel(frame: CGRect(x: 20, y: 64, width: 300, height: 40))
        label.text = heading
        label.font = UIFont.boldSystemFont(ofSize: 30)
        label.textColor = .white
        header.addSubview(label)

        for row in 0..<3 {
            for column in 0..<2 {
                let card = UIView(frame: CGRect(x: 20 + CGFloat(column) * 172, y: 140 + CGFloat(row) * 172, width: 163, height: 160))
                card.backgroundColor = .white
                card.layer.cornerRadius = 12
                let swatch = UIView(frame: CGRect(x: 12, y: 12, width: 139, height: 90))
                swatch.backgroundColor = tint.withAlphaComponent(0.35 + 0.1 * CGFloat(row * 2 + column))
                swatch.layer.cornerRadius = 8
                card.addSubview(swatch)
                view.addSubview(card)
                cards.append(card)
            }
        }
    }
}

/// The screen that presents: keeps its transitioning delegates, as they are held weakly.
final class PresentingViewController: ColorScreenViewController {
    let bubble = BubbleTransition()
    let cardDeck = CardDeckTransitioningDelegate()
    let swipe = SwipeTransitionManager()
    let button = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: view.bounds.width - 84, y: view.bounds.height - 104, width: 64, height: 64)
        button.backgroundColor = .systemPink
        button.layer.cornerRadius = 32
        button.setTitle("+", for: .normal)
        button.titleLabel?.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        view.addSubview(button)
    }
}
