import Foundation
import HarnessTesting
import Scenarios
import Testing
import UIKit

/// The button configuration styles as an iOS 17 screen shows them: plain, gray, tinted and
/// filled at the medium size, a capsule, a large filled button, an image beside and above its
/// title, a subtitle and a custom colour, light and dark. The goldens sit in
/// `Goldens/button-configurations/<variant>/`.
@Suite struct ButtonConfigurationSnapshotTests {
    final class ButtonsController: UIViewController {
        private let stack = UIStackView()

        private func button(_ configuration: UIButton.Configuration, title: String,
                            change: (inout UIButton.Configuration) -> Void = { _ in }) -> UIButton {
            var configuration = configuration
            configuration.title = title
            change(&configuration)
            return UIButton(configuration: configuration)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            ])
            let buttons = [
                button(.plain(), title: "Plain"),
                button(.gray(), title: "Gray"),
                button(.tinted(), title: "Tinted"),
                button(.filled(), title: "Filled"),
                button(.filled(), title: "Capsule") { $0.cornerStyle = .capsule },
                button(.borderedProminent(), title: "Large Filled") { $0.buttonSize = .large },
                button(.tinted(), title: "Share") {
                    $0.image = UIImage(systemName: "square.and.arrow.up")
                    $0.imagePadding = 8
                },
                button(.gray(), title: "Download") {
                    $0.image = UIImage(systemName: "arrow.down.circle")
                    $0.imagePlacement = .top
                    $0.imagePadding = 4
                },
                button(.filled(), title: "Upgrade") {
                    $0.subtitle = "Unlock every feature"
                    $0.titleAlignment = .center
                    $0.titlePadding = 2
                },
                button(.filled(), title: "Delete") {
                    $0.baseBackgroundColor = .systemRed
                    $0.cornerStyle = .large
                },
            ]
            for button in buttons { stack.addArrangedSubview(button) }
        }
    }

    static let variants = Variants(devices: [.iPhoneSE3], styles: [.light, .dark]).all

    @Test func theConfigurationStyles() {
        let verdicts = expectGoldenImage(of: ButtonsController(), as: .image(on: Self.variants), named: "button-configurations")
        #expect(verdicts.map(\.outcome.id) == Self.variants.map { "button-configurations/\($0.name)" })
    }
}
