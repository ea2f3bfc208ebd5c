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
