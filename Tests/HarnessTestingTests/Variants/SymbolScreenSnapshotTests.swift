import Foundation
import HarnessTesting
import Scenarios
import Testing
import UIKit

/// Template and symbol images where apps put them: a navigation bar with an image button, a tab
/// bar of symbols, table cells with symbols (one with its own tint), and buttons with a symbol, a
/// template bitmap and an original-colour symbol, each in the tint it inherits or is given, light
/// and dark. The goldens sit in `Goldens/symbols/<variant>/`.
@Suite struct SymbolScreenSnapshotTests {
    /// A settings-like list under a navigation bar, with a row of buttons below.
    final class LibraryController: UIViewController, UITableViewDataSource {
        let rows: [(title: String, symbol: String, tint: UIColor?)] = [
            ("General", "gear", nil), ("Notifications", "bell.fill", .systemRed), ("Wi-Fi", "wifi", nil), ("Privacy", "lock.fill", .systemGreen),
        ]
        let table = UITableView(frame: .zero, style: .insetGrouped)
        let share = UIButton(type: .system), favourite = UIButton(type: .custom), original = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Library"
            view.backgroundColor = .systemGroupedBackground
            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain,
                                                                target: nil, action: nil)
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            table.backgroundColor = .clear
            view.addSubview(table)
            share.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
            share.setTitle(" Share", for: .normal)
            // A white star drawn by the app, made a template: it shows in the button's tint.
            let star = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
                UIColor.white.setFill()
                UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 20, height: 20)).fill()
            }
            favourite.setImage(star.withRenderingMode(.alwaysTemplate), for: .normal)
            favourite.tintColor = .systemPurple
            original.setImage(UIImage(systemName: "heart.fill")?.withTintColor(.systemPink, renderingMode: .alwaysOriginal), for: .normal)
            original.tintColor = .systemTeal
            for button in [share, favourite, original] { view.addSubview(button) }
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let area = view.safeAreaLayoutGuide.layoutFrame
            table.frame = CGRect(x: 0, y: area.minY, width: view.bounds.width, height: 240)
            var x = 20.0
            for button in [share, favourite, original] {
                let size = button.intrinsicContentSize
                button.frame = CGRect(x: x, y: table.frame.maxY + 12, width: size.width, height: 44)
                x = button.frame.maxX + 24
            }
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.cell()
            let row = rows[indexPath.row]
            content.text = row.title
            content.image = UIImage(systemName: row.symbol)
            content.imageProperties.tintColor = row.tint
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    static func screen() -> UITabBarController {
        let tabs = UITabBarController()
        let library = UINavigationController(rootViewController: LibraryController())
        library.navigationBar.tintColor = .systemOrange
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "square.grid.2x2"),
                                          selectedImage: UIImage(systemName: "square.grid.2x2"))
        let search = UIViewController()
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let profile = UIViewController()
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 2)
        let textOnly = UIViewController()
        textOnly.title = "More"
        tabs.viewControllers = [library, search, profile, textOnly]
        return tabs
    }

    static let variants = Variants(devices: [.iPhoneSE3], styles: [.light, .dark]).all

    @Test func symbolsAndTemplatesInBarsCellsAndButtons() {
        let verdicts = expectGoldenImage(of: Self.screen(), as: .image(on: Self.variants), named: "symbols")
        #expect(verdicts.map(\.outcome.id) == Self.variants.map { "symbols/\($0.name)" })
    }
}
