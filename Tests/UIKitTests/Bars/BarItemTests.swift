import Foundation
import Testing
@testable import UIKit

/// Bar items and their setters as apps use them: animated setters, optional item lists, text
/// attributes and the tab bar's item appearance.
@Suite struct BarItemTests {
    @Test func theAnimatedSettersChangeTheItemsTheBarShows() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        makeWindow(root: navigation).layoutIfNeeded()
        #expect(root.navigationItem.rightBarButtonItems == nil)
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        root.navigationItem.setRightBarButton(save, animated: true)
        #expect(root.navigationItem.rightBarButtonItems?.first === save)
        navigation.view.layoutIfNeeded()
        let labels = navigation.navigationBar.allSubviews.compactMap { $0 as? UILabel }
        #expect(labels.contains { $0.text == "Save" }, "the bar draws the item set through the animated setter")
        root.navigationItem.setRightBarButtonItems([save, UIBarButtonItem(systemItem: .add)], animated: false)
        #expect(root.navigationItem.rightBarButtonItems?.count == 2)
        root.navigationItem.setHidesBackButton(true, animated: true)
        #expect(root.navigationItem.hidesBackButton)
        root.navigationItem.setLeftBarButton(nil, animated: false)
        #expect(root.navigationItem.leftBarButtonItem == nil)
    }

    @Test func tabItemsAreBarItems() {
        let item = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 3)
        item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 12)], for: .normal)
        #expect(item.titleTextAttributes(for: .normal)?[.font] as? UIFont == .systemFont(ofSize: 12))
        #expect(item.tag == 3 && item.isEnabled)
        let controller = UIViewController()
        controller.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        #expect(controller.tabBarItem.title == "Favorites")
    }

    @Test func theStackedItemAppearanceColoursTheTabs() throws {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.normal.iconColor = .systemPink
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 375, height: 49))
        bar.standardAppearance = appearance
        let first = UITabBarItem(title: "One", image: UIImage(systemName: "1.circle"), selectedImage: nil)
        let second = UITabBarItem(title: "Two", image: UIImage(systemName: "2.circle"), selectedImage: nil)
        bar.items = [first, second]
        bar.selectedItem = first
        let labels = bar.subviews.compactMap { $0 as? UILabel }
        #expect(labels.first { $0.text == "One" }?.textColor == .systemGreen)
        #expect(labels.first { $0.text == "Two" }?.textColor == .systemPink, "the title takes the icon colour")
        let glyphs = bar.subviews.compactMap { $0 as? UIImageView }
        #expect(glyphs.last?.tintColor == .systemPink)
        #expect(glyphs.first?.tintColor == bar.tintColor, "the selected icon keeps the tint")
    }

    @Test func aTabBarControllerSetsItsControllers() {
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        first.title = "First"
        second.title = "Second"
        tabs.setViewControllers([first, second], animated: true)
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.tabBar.items?.map(\.title) == ["First", "Second"])
    }

    @Test func segmentTitlesTakeTheirTextAttributes() {
        let control = UISegmentedControl(items: ["Day", "Week"])
        control.selectedSegmentIndex = 1
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 13)], for: .selected)
        let labels = control.subviews.compactMap { $0 as? UILabel }
        #expect(labels.first { $0.text == "Day" }?.textColor == .systemGray)
        #expect(labels.first { $0.text == "Week" }?.textColor == .white)
        #expect(labels.first { $0.text == "Week" }?.font == .boldSystemFont(ofSize: 13))
        #expect(control.titleTextAttributes(for: .selected)?.count == 2)
    }
}

private extension UIView {
    var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}

/// The pre-iOS 13 tab bar settings apps still set: `barTintColor` recolours the material and an
/// opaque bar (`isTranslucent = false`) draws it solid, blurring nothing behind it.
@Suite struct TabBarTintTests {
    @Test func anOpaqueTintedTabBarDrawsItsColourSolid() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 83))
        let background = try #require(bar.subviews.first { $0.layer.backdropFilter != nil })
        bar.barTintColor = .systemIndigo
        bar.isTranslucent = false
        #expect(background.backgroundColor == UIColor.systemIndigo.withAlphaComponent(1))
        #expect(background.layer.backdropFilter == nil)
        bar.isTranslucent = true
        #expect(background.layer.backdropFilter != nil, "translucent, the material blurs what is behind it again")
    }
}
