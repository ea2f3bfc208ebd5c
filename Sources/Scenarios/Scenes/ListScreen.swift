import UIKit

/// A Settings-like screen: an inset-grouped table of 44-point rows with icons and disclosure
/// chevrons, filling the screen down to a button near the bottom.
public enum ListScreen {
    /// The rows' titles, in the order iOS Settings lists them.
    static let rowTitles = ["General", "Accessibility", "Wallpaper", "Notifications", "Sounds & Haptics",
                            "Focus", "Screen Time", "Privacy & Security", "Battery", "Passwords", "Mail", "Contacts"]
    static let icons = [Palette.ink, Palette.blue, Palette.teal, Palette.pink, Palette.orange,
                        Palette.purple, Palette.purple, Palette.blue, Palette.green, Palette.ink, Palette.blue, Palette.ink]
    /// Rows in the first section; the rest go in a second one with a header.
    static let firstSectionRows = 3

    /// The screen on its own, with its navigation bar titled `title`.
    public static func make(title: String, tint: UIColor, size: CGSize, rows: Int? = nil, buttonTitle: String = "Present") -> UIView {
        SceneParts.screen(content(tint: tint, size: size, rows: rows, buttonTitle: buttonTitle), title: title, tint: tint)
    }

    /// The screen below a navigation controller's bar: `rows` rows, or as many as fill the room
    /// between the bars (`top` points, more under a large title) and the button.
    public static func content(tint: UIColor, size: CGSize, rows: Int? = nil, buttonTitle: String = "Present",
                               top: Double = SceneParts.contentTop) -> UIView {
        let buttonTop = size.height - 90
        let table = TableContentView(frame: CGRect(origin: .zero, size: size), style: .insetGrouped)
        // Two sections' bands (35 and 38 points) and a gap above the button take the rest.
        let fitting = Int((buttonTop - 16 - top - 35 - 38) / table.rowHeight)
        let count = min(rows ?? fitting, rowTitles.count)
        let cells = (0..<count).map { row in
            let cell = UITableViewCell(style: .default)
            cell.textLabel.text = rowTitles[row]
            cell.imageView.backgroundColor = icons[row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        table.sections = [TableContentView.Section(cells: Array(cells.prefix(firstSectionRows))),
                          TableContentView.Section(header: "More", cells: Array(cells.dropFirst(firstSectionRows)))]
            .filter { !$0.cells.isEmpty }
        table.addSubview(SceneParts.button(buttonTitle, frame: CGRect(x: 40, y: buttonTop, width: size.width - 80, height: 50), tint: tint))
        return table
    }
}
