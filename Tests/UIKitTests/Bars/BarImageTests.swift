import Foundation
import Testing
@testable import UIKit

/// Images in bars as apps put them there: bar button items with symbols, tab items with and
/// without images.
@Suite struct BarImageTests {
    /// The image views under `view` that show an image.
    static func shownImages(in view: UIView) -> [UIImageView] {
        view.subviews.flatMap { subview -> [UIImageView] in
            let own = (subview as? UIImageView).flatMap { $0.image == nil ? nil : [$0] } ?? []
            return own + shownImages(in: subview)
        }
    }

    @Test func anImageBarButtonItemIsDrawnInTheBarsTint() throws {
        let root = UIViewController()
        root.title = "Inbox"
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain,
                                                                 target: nil, action: nil)
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.tintColor = .systemOrange
        makeWindow(root: nav).layoutIfNeeded()
        let images = Self.shownImages(in: nav.navigationBar)
        #expect(images.count == 2, "the compose image and the add item's plus")
        for image in images {
            #expect(TemplateImageTests.glyphColor(image) == UIColor.systemOrange.cgColor(for: .standard))
            #expect(nav.navigationBar.bounds.contains(image.convert(image.bounds, to: nav.navigationBar)))
        }
        let compose = try #require(images.max { $0.frame.minX < $1.frame.minX })
        #expect(abs(compose.frame.maxX - (nav.navigationBar.bounds.width - 16)) < 1e-9, "at the trailing margin")
    }

    @Test func tabItemsShowTheirImagesTintedAndNothingWhereTheyHaveNone() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 375, height: 49))
        let home = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        let plain = UITabBarItem(title: "Text only")
        let empty = UITabBarItem(title: nil)
        bar.items = [home, plain, empty]
        bar.selectedItem = home
        let images = Self.shownImages(in: bar)
        #expect(images.count == 1, "items without an image draw no glyph")
        #expect(images.first?.image?.symbol?.name == "house.fill", "the selected image while selected")
        #expect(images.first.flatMap(TemplateImageTests.glyphColor) == UIColor.systemBlue.cgColor(for: .standard))
        bar.selectedItem = plain
        #expect(Self.shownImages(in: bar).first?.image?.symbol?.name == "house")
        #expect(Self.shownImages(in: bar).first.flatMap(TemplateImageTests.glyphColor) == UIColor.systemGray.cgColor(for: .standard))
        #expect(bar.subviews.allSatisfy { $0.backgroundColor == nil || $0.bounds.width > 100 || $0.bounds.height < 1 },
                "no grey squares")
    }

    @Test func anItemsOwnTintWinsOverTheBarsForItsTitleAndImage() {
        let root = UIViewController()
        let done = UIBarButtonItem(barButtonSystemItem: .done)
        done.tintColor = .systemGreen
        let trash = UIBarButtonItem(barButtonSystemItem: .trash)
        trash.tintColor = .systemRed
        root.navigationItem.rightBarButtonItem = done
        root.navigationItem.leftBarButtonItem = trash
        let nav = UINavigationController(rootViewController: root)
        makeWindow(root: nav).layoutIfNeeded()
        let images = Self.shownImages(in: nav.navigationBar)
        #expect(images.count == 1 && images.first.flatMap(TemplateImageTests.glyphColor) == UIColor.systemRed.cgColor(for: .standard))
        func labels(in view: UIView) -> [UILabel] { view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? [] + labels(in: $0) } }
        let doneLabel = labels(in: nav.navigationBar).first { $0.text == "Done" }
        #expect(doneLabel?.textColor == .systemGreen)
    }
}
