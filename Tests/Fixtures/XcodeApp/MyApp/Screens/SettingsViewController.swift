import UIKit

/// The settings the profile screen pushes: a grouped list of switches.
class SettingsViewController: UITableViewController {
    private let rows = ["Notifications", "Dark icons", "Share usage"]

    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        let toggle = UISwitch()
        toggle.isOn = indexPath.row == 0
        cell.accessoryView = toggle
        return cell
    }
}
