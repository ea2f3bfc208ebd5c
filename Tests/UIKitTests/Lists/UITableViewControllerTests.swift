import Foundation
import Testing
import UIKit

/// A settings list written as apps write a `UITableViewController` subclass: every data source
/// and delegate method is an `override`.
private final class SettingsController: UITableViewController {
    var sections = [["Wi-Fi", "Bluetooth"], ["General", "Privacy", "About"]]
    var selected: [IndexPath] = []
    var scrolls = 0

    init() { super.init(style: .insetGrouped) }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard section == 1 else { return nil }
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Device"
        return header
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 0 ? 10 : UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            self.tableView(tableView, commit: .delete, forRowAt: indexPath)
            done(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

@Suite struct UITableViewControllerTests {
    private func shown(_ controller: UITableViewController) -> UITableView {
        controller.loadViewIfNeeded()
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        controller.tableView.layoutIfNeeded()
        return controller.tableView
    }

    @Test func theViewIsATableTheControllerFeeds() throws {
        let controller = SettingsController()
        let table = shown(controller)
        #expect(controller.view === table)
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 1))?.textLabel?.text == "About")
        #expect(UITableViewController().tableView.style == .plain)
        let plainController = UITableViewController(style: .grouped)
        #expect(plainController.tableView.numberOfSections == 1)
        #expect(plainController.tableView.numberOfRows(inSection: 0) == 0)
    }

    @Test func headerViewsAndHeightsComeFromTheOverrides() throws {
        let controller = SettingsController()
        let table = shown(controller)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first.minY == 10, "the 10-point header band the override gives")
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.textLabel?.text == "Device")
        #expect(header.reuseIdentifier == "header")
        let secondSection = table.rectForRow(at: IndexPath(row: 0, section: 1))
        // The header view fills the band above its rows, as wide as the table.
        #expect(header.frame.maxY == secondSection.minY)
        #expect(header.frame.width == 375)
        #expect(header.frame.height == 38)
        // Its text starts where the rows' text does: the inset plus the row's margin.
        header.layoutIfNeeded()
        #expect(header.textLabel?.frame.minX == 32)
        let label = try #require(header.textLabel)
        #expect(abs(label.frame.maxY - (header.bounds.height - 6)) < 0.001, "\(label.frame) in \(header.bounds)")
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test func selectionAndScrollingReachTheSubclass() {
        let controller = SettingsController()
        let table = shown(controller)
        table.delegate?.scrollViewDidScroll(table)
        table.contentOffset = CGPoint(x: 0, y: 20)
        #expect(controller.scrolls == 2)
        (table.delegate as? UITableViewDelegate)?.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
    }

    @Test func aSwipeActionDeletesItsRowThroughCommit() throws {
        let controller = SettingsController()
        let table = shown(controller)
        let path = IndexPath(row: 0, section: 1)
        let configuration = try #require(controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: path))
        #expect(!configuration.performsFirstActionWithFullSwipe)
        let delete = try #require(configuration.actions.first)
        #expect(delete.style == .destructive && delete.title == "Delete" && delete.backgroundColor == .systemRed)
        var performed: Bool?
        delete.handler(delete, table) { performed = $0 }
        #expect(performed == true)
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(table.cellForRow(at: path)?.textLabel?.text == "Privacy")
    }

    @Test func selectionIsClearedWhenTheViewAppearsAgain() {
        let controller = SettingsController()
        let table = shown(controller)
        let path = IndexPath(row: 0, section: 0)
        table.selectRow(at: path, animated: false, scrollPosition: .none)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(table.indexPathForSelectedRow == nil)
        controller.clearsSelectionOnViewWillAppear = false
        table.selectRow(at: path, animated: false, scrollPosition: .none)
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        #expect(table.indexPathForSelectedRow == path)
    }

    @Test func editingReachesTheTableAndTheEditButton() {
        let controller = SettingsController()
        let table = shown(controller)
        controller.setEditing(true, animated: false)
        #expect(table.isEditing && controller.isEditing)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isEditing == true)
        #expect(controller.editButtonItem.title == "Done")
    }

    @Test func theRefreshControlIsTheTables() {
        let controller = SettingsController()
        let table = shown(controller)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(table.refreshControl === refresh)
        #expect(refresh.superview === table)
        // It waits just above the content, out of sight until the content is pulled down.
        #expect(refresh.frame.maxY == 0 && refresh.frame.width == 375)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
    }
}
