import Foundation
import Testing
@testable import UIKit

/// Menus built as apps build them for buttons and bar button items.
@Suite struct UIMenuTests {
    @Test func aSortMenuKeepsItsChildrenAndTheSelectedOne() throws {
        var chosen: [String] = []
        let actions = ["Name", "Date", "Size"].map { title in
            UIAction(title: title, state: title == "Date" ? .on : .off) { action in chosen.append(action.title) }
        }
        let menu = UIMenu(title: "Sort By", options: .singleSelection, children: actions)
        #expect(menu.children.count == 3)
        #expect(menu.selectedElements.map(\.title) == ["Date"])
        #expect(menu.options.contains(.singleSelection))

        let button = UIButton(type: .system)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu === menu && button.showsMenuAsPrimaryAction)

        let renamed = menu.replacingChildren([UIAction(title: "Kind") { _ in }])
        #expect(renamed.title == "Sort By" && renamed.children.map(\.title) == ["Kind"])
        let nested = UIMenu(title: "More", image: UIImage(systemName: "ellipsis"), children: [menu, renamed])
        #expect(nested.children.compactMap { $0 as? UIMenu }.count == 2)
    }

    @Test func aDeferredElementAsksItsProvider() {
        let deferred = UIDeferredMenuElement { completion in
            completion([UIAction(title: "Loaded") { _ in }])
        }
        var titles: [String] = []
        deferred.elements { titles = $0.map(\.title) }
        #expect(titles == ["Loaded"])
    }

    @Test func aBarButtonItemTakesItsPrimaryActionsTitleAndItsMenu() {
        let action = UIAction(title: "Compose", image: UIImage(systemName: "square.and.pencil")) { _ in }
        let menu = UIMenu(children: [UIAction(title: "Draft") { _ in }])
        let item = UIBarButtonItem(primaryAction: action, menu: menu)
        #expect(item.title == "Compose" && item.image != nil)
        #expect(item.primaryAction === action && item.menu === menu)
        let titled = UIBarButtonItem(title: "Filter", image: nil, primaryAction: action)
        #expect(titled.title == "Filter")
    }
}

/// A row's context menu, as a list screen offers one.
@Suite struct UIContextMenuConfigurationTests {
    private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var deleted: [IndexPath] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in self.deleted.append(indexPath) }])
            }
        }
    }

    @Test func theDelegatesMenuIsBuiltWhenAsked() throws {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.dataSource = rows
        table.delegate = rows
        let path = IndexPath(row: 1, section: 0)
        let configuration = try #require((table.delegate as? UITableViewDelegate)?.tableView(table, contextMenuConfigurationForRowAt: path, point: .zero))
        let menu = try #require(configuration.makeMenu())
        let delete = try #require(menu.children.first as? UIAction)
        #expect(delete.attributes.contains(.destructive))
        delete.perform(from: table)
        #expect(rows.deleted == [path])
    }
}
