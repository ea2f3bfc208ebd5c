import UIKit

/// A detail screen: a large tinted card with the title, then an inset-grouped section of
/// settings with their values, on the grouped background.
package enum CardScreen {
    static let rows = [("Status", "On"), ("Network", "Home"), ("Updated", "Today")]

    /// The screen on its own, with its navigation bar titled `title`.
    package static func make(title: String, tint: UIColor, size: CGSize) -> UIView {
        SceneParts.screen(content(title: title, tint: tint, size: size), title: title, tint: tint)
    }

    /// The screen below a navigation controller's bar.
    package static func content(title: String, tint: UIColor, size: CGSize) -> UIView {
        let table = TableContentView(frame: CGRect(origin: .zero, size: size), style: .insetGrouped)
        table.sections = [TableContentView.Section(header: "Details", cells: rows.map { name, value in
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel.text = name
            cell.detailTextLabel.text = value
            return cell
        })]
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: 240))
        let card = UIView(frame: CGRect(x: table.layoutMargin, y: 20, width: size.width - 2 * table.layoutMargin, height: 220))
        card.backgroundColor = tint.withAlphaComponent(0.85)
        card.layer.cornerRadius = 10
        card.addSubview(SceneParts.label(title, frame: CGRect(x: 20, y: 160, width: card.bounds.width - 40, height: 42),
                                         size: 28, color: .white, bold: true))
        banner.addSubview(card)
        table.tableHeaderView = banner
        SceneParts.pin(SceneParts.bottomButton("Dismiss", tint: tint), toBottomOf: table)
        return table
    }
}
