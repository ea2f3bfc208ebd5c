import Foundation
import Testing
@testable import UIKit

/// The toolbar a navigation controller shows along the bottom, as `UIToolbar` with
/// `isToolbarHidden` and `toolbarItems`: 44 points over the home indicator, its items spread by
/// flexible spaces, the material once content scrolls under it and transparent at the content's
/// bottom edge, as since iOS 15.
@Suite struct UIToolbarTests {
    /// The iPhone 15 Pro Max: a 34-point home indicator area below the toolbar.
    static let phone = AutoLayoutTests.iPhone15ProMax

    /// A scroll view filling the screen with 2,000 points of content, scrolled down by `offset`.
    static func scrolled(_ offset: CGFloat) -> UIScrollView {
        let list = UIScrollView(frame: CGRect(origin: .zero, size: phone.screenSize))
        list.contentSize = CGSize(width: phone.screenSize.width, height: 2000)
        list.contentOffset = CGPoint(x: 0, y: offset)
        return list
    }

    /// A controller showing `content` with share, add and delete in its toolbar items.
    static func library(_ content: UIView? = nil) -> UIViewController {
        let root = UIViewController()
        if let content { root.view = content }
        root.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), .flexibleSpace(),
                             UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil), .flexibleSpace(),
                             UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
        return root
    }

    /// The views the toolbar shows its items in, leading first.
    static func itemViews(_ bar: UIToolbar) -> [UIView] {
        bar.subviews.filter { $0 is UIImageView || $0 is UILabel }.sorted { $0.frame.minX < $1.frame.minX }
    }

    @Test func aNavigationControllersToolbarIsHiddenUntilAsked() {
        let nav = UINavigationController(rootViewController: Self.library())
        _ = AutoLayoutTests.show(nav, on: Self.phone)
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden)
        nav.setToolbarHidden(false, animated: false)
        #expect(!nav.toolbar.isHidden)
    }

    @Test func theToolbarSitsOverTheHomeIndicatorAndTheContentCountsIt() {
        let root = Self.library()
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        _ = AutoLayoutTests.show(nav, on: Self.phone)
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 932 - 34 - 44, width: 430, height: 44))
        #expect(abs(root.view.safeAreaInsets.bottom - (34 + 44)) < 0.001, "the content's safe area ends at the toolbar's top")
        let background = nav.toolbar.subviews.first { $0.frame.height > 44 }
        #expect(abs((background?.frame.height ?? 0) - (44 + 34)) < 0.001, "the background reaches down over the home indicator")
    }

    @Test func flexibleSpacesSpreadTheItemsAcrossTheBar() throws {
        let nav = UINavigationController(rootViewController: Self.library())
        nav.isToolbarHidden = false
        _ = AutoLayoutTests.show(nav, on: Self.phone)
        let items = Self.itemViews(nav.toolbar)
        try #require(items.count == 3)
        #expect(abs(items[0].frame.minX - UIToolbar.margin) < 0.001)
        #expect(abs(items[2].frame.maxX - (430 - UIToolbar.margin)) < 0.001)
        #expect(abs(items[1].frame.midX - 215) < 0.001, "two equal flexible spaces centre the middle item")
        #expect(items.allSatisfy { ($0 as? UIImageView)?.image != nil }, "system items without a title show their symbols")
    }

    @Test func itemsSideBySideKeepTheirSpacingAndTitlesTakeTheTint() throws {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        bar.tintColor = .systemGreen
        bar.setItems([UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil),
                      UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)], animated: false)
        let items = Self.itemViews(bar)
        try #require(items.count == 2)
        #expect(abs(items[1].frame.minX - items[0].frame.maxX - UIToolbar.spacing) < 0.001)
        let (edit, done) = (try #require(items[0] as? UILabel), try #require(items[1] as? UILabel))
        #expect(done.textColor == .systemGreen && edit.font.weight == .regular && done.font.weight == .semibold)
    }

    @Test func aNewTintRecoloursTheItemsWithoutOneOfTheirOwnAndMovesNothing() throws {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let red = UIBarButtonItem(title: "Delete", style: .plain, target: nil, action: nil)
        red.tintColor = .systemRed
        bar.setItems([UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), .flexibleSpace(),
                      UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil), red], animated: false)
        let before = Self.itemViews(bar)
        try #require(before.count == 3)
        // Inherited from a superview, then set on the bar itself.
        window.tintColor = .systemOrange
        window.addSubview(bar)
        let (edit, add, delete) = (try #require(before[0] as? UILabel), try #require(before[1] as? UIImageView),
                                   try #require(before[2] as? UILabel))
        #expect(edit.textColor == .systemOrange && add.tintColor == .systemOrange && delete.textColor == .systemRed)
        bar.tintColor = .systemGreen
        #expect(edit.textColor == .systemGreen && add.tintColor == .systemGreen && delete.textColor == .systemRed)
        let after = Self.itemViews(bar)
        #expect(after.count == 3 && zip(before, after).allSatisfy { $0 === $1 && $0.frame == $1.frame })
    }

    @Test func theToolbarShowsTheTopControllersItems() {
        let nav = UINavigationController(rootViewController: Self.library())
        nav.isToolbarHidden = false
        _ = AutoLayoutTests.show(nav, on: Self.phone)
        let detail = UIViewController()
        detail.toolbarItems = [UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)]
        let clock = VirtualClock()
        clock.run { nav.pushViewController(detail, animated: true) }
        clock.advance(to: 1)
        #expect(nav.toolbar.items?.map(\.title) == ["Reply"])
        detail.setToolbarItems([UIBarButtonItem(title: "Forward", style: .plain, target: nil, action: nil)], animated: false)
        #expect((Self.itemViews(nav.toolbar).first as? UILabel)?.text == "Forward")
        clock.run { _ = nav.popViewController(animated: true) }
        clock.advance(to: 2)
        #expect(nav.toolbar.items?.count == 5)
    }

    @Test func contentUnderTheToolbarTakesTheMaterialAndItsBottomEdgeTheTransparentLook() {
        let nav = UINavigationController(rootViewController: Self.library(Self.scrolled(300)))
        nav.isToolbarHidden = false
        _ = AutoLayoutTests.show(nav, on: Self.phone)
        #expect(!nav.toolbar.isAtScrollEdge)
        #expect(nav.toolbar.subviews.contains { $0.layer.backdropFilter != nil }, "the material blurs what scrolls under it")
        #expect(nav.toolbar.currentAppearance.shadowColor == UIBarAppearance.chromeShadow)

        let atEnd = UINavigationController(rootViewController: Self.library(Self.scrolled(2000)))
        atEnd.isToolbarHidden = false
        _ = AutoLayoutTests.show(atEnd, on: Self.phone)
        #expect(atEnd.toolbar.isAtScrollEdge)
        #expect(!atEnd.toolbar.subviews.contains { $0.layer.backdropFilter != nil })
        #expect(atEnd.toolbar.currentAppearance.shadowColor == nil)
    }

    @Test func anOpaqueToolbarBlursNothing() {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(bar.subviews.contains { $0.layer.backdropFilter != nil })
        bar.isTranslucent = false
        #expect(!bar.subviews.contains { $0.layer.backdropFilter != nil })
    }
}
