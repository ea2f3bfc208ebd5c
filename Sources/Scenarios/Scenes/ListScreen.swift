import UIKit

/// A Settings-like screen: an inset-grouped table of 44-point rows with icons and disclosure
/// chevrons, filling the screen down to a button near the bottom.
package enum ListScreen {
    /// The rows' titles, in the order iOS Settings lists them.
    static let rowTitles = ["General", "Accessibility", "Wallpaper", "Notifications", "Sounds & Haptics",
                            "Focus", "Screen Time", "Privacy & Security", "Battery", "Passwords", "Mail", "Contacts"]
    static let icons = [Palette.ink, Palette.blue, Palette.teal, Palette.pink, Palette.orange,
                        Palette.purple, Palette.purple, Palette.blue, Palette.green, Palette.ink, Palette.blue, Palette.ink]
    /// Rows in the first section; the rest go in a second one with a header.
    static let firstSectionRows = 3

    /// The screen on its own, with its navigation bar titled `title`.
    package static func make(title: String, tint: UIColor, size: CGSize, rows: Int? = nil, buttonTitle: String = "Present") -> UIView {
        SceneParts.screen(content(tint: tint, size: size, rows: rows, buttonTitle: buttonTitle), title: title, tint: tint)
    }

    /// The screen below a navigation controller's bar: `rows` rows, or as many whole rows as
    /// fit between the bars and the button at the reader's text size.
    package static func content(tint: UIColor, size: CGSize, rows: Int? = nil, buttonTitle: String = "Present") -> UIView {
        ListScreenView(size: size, tint: tint, rows: rows, buttonTitle: buttonTitle)
    }

    static func cell(_ row: Int) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel.text = rowTitles[row]
        cell.imageView.backgroundColor = icons[row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// The list and its button. The button sizes itself to its title, so it grows with the text
/// size; the list then shows the whole rows that fit above it, as a screen designed for every
/// text size does, rather than running under the button.
private final class ListScreenView: UIView {
    private let table: TableContentView
    private let button: UIButton
    private let fixedRows: Int?
    /// Every row the list can show, made once: trying a count only regroups them.
    private let cells = ListScreen.rowTitles.indices.map(ListScreen.cell)
    /// The rows shown, once chosen for the room there is.
    private var shownRows: Int?

    init(size: CGSize, tint: UIColor, rows: Int?, buttonTitle: String) {
        table = TableContentView(frame: CGRect(origin: .zero, size: size), style: .insetGrouped)
        fixedRows = rows.map { min($0, ListScreen.rowTitles.count) }
        button = SceneParts.bottomButton(buttonTitle, tint: tint)
        super.init(frame: CGRect(origin: .zero, size: size))
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(table)
        SceneParts.pin(button, toBottomOf: self)
        if let fixedRows { show(rows: fixedRows) }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        guard fixedRows == nil else { return }
        // The most rows whose sections end 16 points above the button, measured without
        // laying the table out for each count.
        let room = button.frame.minY - SceneParts.gapAboveButton
        var count = ListScreen.rowTitles.count
        while count > 0, table.contentHeight(of: sections(showing: count)) > room { count -= 1 }
        show(rows: count)
    }

    private func show(rows count: Int) {
        guard shownRows != count else { return }
        shownRows = count
        table.sections = sections(showing: count)
    }

    /// The first `count` rows: a first section of three, the rest under a header.
    private func sections(showing count: Int) -> [TableContentView.Section] {
        let cells = cells.prefix(count)
        return [TableContentView.Section(cells: Array(cells.prefix(ListScreen.firstSectionRows))),
                TableContentView.Section(header: "More", cells: Array(cells.dropFirst(ListScreen.firstSectionRows)))]
            .filter { !$0.cells.isEmpty }
    }
}
