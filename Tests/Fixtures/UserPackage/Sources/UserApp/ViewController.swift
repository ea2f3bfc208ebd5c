import UIKit

/// Xcode's template controller, as an app fills it in: a card pinned below the safe area's top
/// with Auto Layout, shown half transparent until the app is ready.
public class ViewController: UIViewController {
    public let card = UIView()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.layer.opacity = 0.5
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
}
