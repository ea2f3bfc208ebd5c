import Foundation
import Testing
@testable import UIKit

/// A cell subclass written as iOS code writes one.
final class ContactCell: UITableViewCell {
    let badge = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        badge.backgroundColor = .systemRed
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A controller that is its table's data source and delegate, as most list screens are.
final class ContactsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .insetGrouped)
    let names = [["Ada", "Grace"], ["Alan", "Edsger", "Barbara"]]
    var selections: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { names.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names[section].count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath) as! ContactCell
        cell.textLabel?.text = names[indexPath.section][indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Pioneers" : "Others" }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { indexPath.section == 1 ? 60 : UITableView.automaticDimension }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selections.append(indexPath) }
}

@Suite struct UITableViewTests {
    @Test func theDataSourceFillsTheTableWithCellsOfTheRegisteredClass() throws {
        let controller = ContactsController()
        controller.loadViewIfNeeded()
        let table = controller.tableView
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 3)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)) as? ContactCell)
        #expect(cell.textLabel?.text == "Edsger")
        #expect(cell.style == .subtitle, "the subclass's own initializer ran")
        #expect(cell.reuseIdentifier == "contact")
        #expect(table.indexPath(for: cell) == IndexPath(row: 1, section: 1))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 1)) == nil)
    }

    @Test func rowsTakeTheDelegatesHeightsOrSizeThemselves() {
        let controller = ContactsController()
        controller.loadViewIfNeeded()
        let table = controller.tableView
        table.layoutIfNeeded()
        // Subtitle cells size themselves to two lines of text with UIKit's 11-point margins.
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(first > 58 && first < 62)
        let second = table.rectForRow(at: IndexPath(row: 0, section: 1))
        #expect(second.height == 60)
        // Inset grouped: rows sit inside the 16-point margins, the second section below its header band.
        #expect(second.minX == 16 && second.width == 343)
        #expect(second.minY == table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY + 38)
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: second.midY)) == IndexPath(row: 0, section: 1))
        #expect(table.contentSize.height >= second.maxY + 120)
    }

    /// A default cell whose label may take several lines grows to the lines its text wraps
    /// into at the row's text width, as a self-sizing cell with `numberOfLines = 0` does.
    @Test func aCellWhoseLabelTakesSeveralLinesGrowsToItsWrappedText() {
        let table = TableContentView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .insetGrouped)
        let short = UITableViewCell(style: .default, reuseIdentifier: nil)
        short.textLabel?.text = "Wi-Fi"
        let long = UITableViewCell(style: .default, reuseIdentifier: nil)
        long.textLabel?.text = "Allow apps to ask to track your activity across other companies' apps and websites"
        long.textLabel?.numberOfLines = 0
        table.sections = [TableContentView.Section(cells: [short, long])]
        table.layoutIfNeeded()
        #expect(short.frame.height == 44)
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let lines = ((long.frame.height - 22) / lineHeight).rounded()
        #expect(lines >= 3, "\(long.frame.height)")
        #expect(long.textLabel!.textLayer.text.components(separatedBy: "\n").count == Int(lines))
    }

    @Test func selectingARowHighlightsItsCell() throws {
        let controller = ContactsController()
        controller.loadViewIfNeeded()
        let table = controller.tableView
        let path = IndexPath(row: 0, section: 1)
        table.selectRow(at: path, animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == path)
        #expect(try #require(table.cellForRow(at: path)).isSelected)
        table.deselectRow(at: path, animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(try #require(table.cellForRow(at: path)).isSelected == false)
    }

    @Test func scrollingToARowMovesTheContentOffset() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let source = ManyRows()
        table.dataSource = source
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
        #expect(abs(table.contentOffset.y - 30 * 44) < 0.001)
        #expect(table.visibleCells.count == 5, "200 points show rows 30 to 34")
    }
}

/// Fifty plain rows.
final class ManyRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
