import UIKit
import UIKit
import UIKit
import os
import CoreData

public class Item: NSManagedObject {
    public var name: String? { get { managedValue(forKey: "name") } set { setValue(newValue, forKey: "name") } }
    public var count: Int64 { get { managedValue(forKey: "count") } set { setValue(newValue, forKey: "count") } }
    public func addToTags(_ value: Item) {}
}

extension Item {
    public class func fetchRequest() -> NSFetchRequest<Item> {
        NSFetchRequest<Item>(entityName: "Item")
    }
}

final class BadgeView: UIView {
    var cornerRadius: CGFloat = 4
}

class FeedViewController: UIViewController {
    weak var titleLabel: UILabel!
    // A comment mentioning #selector(tap) and @objc stays as it is.
    let hint = "Type @objc or #selector(tap) here; \(1 + (2 * 3)) \"quoted\" #Preview {"

    let button: UIButton = {
        let b = UIButton()
        b.addTarget(self, action: Selector("tap", FeedViewController.tap), for: .touchUpInside)
        return b
    }()

    struct Row {
        func make(_ control: UIControl) {
            control.addTarget(nil, action: Selector("tap", FeedViewController.tap), for: .touchUpInside)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan(_:)", FeedViewController.handlePan(_:)))
        view.addGestureRecognizer(pan)
        NotificationCenter.default.addObserver(self, selector: Selector("refresh", FeedViewController.refresh), name: .init("r"), object: nil)
        let path = "strokeEnd"
        _ = Selector(path)
        _ = Selector("getter: UIView.frame")
        #if os(Linux)
        if #available(iOS 15, *) { view.backgroundColor = .systemBackground }
        #endif
    }

    func tap() {}
    func done(_ sender: Any) {}
    private func handlePan(_ pan: UIPanGestureRecognizer) {}
    dynamic func refresh() {}
}

@available(iOS 15, *)
extension FeedViewController.Row {
    func bind(_ control: UIControl) { control.addTarget(nil, action: Selector("reload", FeedViewController.Row.reload), for: .valueChanged) }
    func reload() {}
}

final class SettingsViewController: UITableViewController {
    let rows = ["Wi-Fi", "Bluetooth"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

// MARK: - UITableViewDataSource
extension SettingsViewController {


    func title(at row: Int) -> String { rows[row] }
}

final class KeyValueCell: UITableViewCell {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("copy(_:)")
    }
}

// Light glyphs over every navigation bar, the app-wide way: an Objective-C override on iOS.
extension UINavigationController {
    @_dynamicReplacement(for: preferredStatusBarStyle) var __replacing_preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }
}


