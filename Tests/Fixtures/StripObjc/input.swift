import Foundation
import UIKit.UIGestureRecognizerSubclass
import UIKit.UIImage
import os.log
import CoreData

@objc(Item)
public class Item: NSManagedObject {
    @NSManaged public var name: String?
    @NSManaged public var count: Int64
    @objc(addTagsObject:)
    @NSManaged public func addToTags(_ value: Item)
}

extension Item {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> {
        NSFetchRequest<Item>(entityName: "Item")
    }
}

@objcMembers
@IBDesignable
final class BadgeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 4
}

class FeedViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    // A comment mentioning #selector(tap) and @objc stays as it is.
    let hint = "Type @objc or #selector(tap) here; \(1 + (2 * 3)) \"quoted\" #Preview {"

    let button: UIButton = {
        let b = UIButton()
        b.addTarget(self, action: #selector(tap), for: .touchUpInside)
        return b
    }()

    struct Row {
        func make(_ control: UIControl) {
            control.addTarget(nil, action: #selector(FeedViewController.tap), for: .touchUpInside)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: #selector(self.handlePan(_:)))
        view.addGestureRecognizer(pan)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .init("r"), object: nil)
        let path = #keyPath(CAShapeLayer.strokeEnd)
        _ = Selector(path)
        _ = #selector(getter: UIView.frame)
        #if os(iOS)
        if #available(iOS 15, *) { view.backgroundColor = .systemBackground }
        #endif
    }

    @objc func tap() {}
    @IBAction func done(_ sender: Any) {}
    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {}
    @objc dynamic func refresh() {}
}

@available(iOS 15, *)
extension FeedViewController.Row {
    func bind(_ control: UIControl) { control.addTarget(nil, action: #selector(reload), for: .valueChanged) }
    @objc func reload() {}
}

final class SettingsViewController: UITableViewController {
    let rows = ["Wi-Fi", "Bluetooth"]
}

// MARK: - UITableViewDataSource
extension SettingsViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    @objc override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func title(at row: Int) -> String { rows[row] }
}

final class KeyValueCell: UITableViewCell {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == #selector(UIResponderStandardEditActions.copy(_:))
    }
}

// Light glyphs over every navigation bar, the app-wide way: an Objective-C override on iOS.
extension UINavigationController {
    override open var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }
}

#Preview {
    FeedViewController()
}

#Preview("Dark") {
    let controller = FeedViewController()
    controller.overrideUserInterfaceStyle = .dark
    return controller
}
