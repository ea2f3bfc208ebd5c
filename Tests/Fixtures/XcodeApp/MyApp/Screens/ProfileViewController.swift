import UIKit

/// The first screen: who is signed in, and the way to their settings.
class ProfileViewController: UIViewController {
    private let avatar = UIView()
    private let nameLabel = UILabel()
    private let detailLabel = UILabel()
    private let settingsButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground

        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 48
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.textColor = .label
        detailLabel.text = "Member since 1843"
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        settingsButton.setTitle("Settings", for: .normal)
        settingsButton.addAction(UIAction { [weak self] _ in self?.showSettings() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [avatar, nameLabel, detailLabel, settingsButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.setCustomSpacing(24, after: detailLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 96),
            avatar.heightAnchor.constraint(equalToConstant: 96),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    func showSettings() {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }
}
