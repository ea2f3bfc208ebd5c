import Testing
import UIKit

/// `UIListContentConfiguration` as a cell applies it.
@Suite struct UIListContentConfigurationTests {
    @Test func aListConfigurationFillsTheCellsLabelsAndImage() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "c")
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "3 unread"
        content.image = UIImage(systemName: "tray")
        content.textProperties.color = .systemBlue
        cell.contentConfiguration = content
        #expect(cell.textLabel?.text == "Inbox")
        #expect(cell.detailTextLabel?.text == "3 unread")
        #expect(cell.textLabel?.textColor == .systemBlue)
        #expect(cell.imageView?.image != nil)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Inbox")
    }
}
