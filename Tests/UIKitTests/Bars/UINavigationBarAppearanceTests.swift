import Foundation
import Testing
@testable import UIKit

/// Which appearance a navigation bar shows, by UIKit's rules since iOS 15
/// (developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance: "If the value of
/// this property is nil, UIKit uses the settings found in the standardAppearance property,
/// modified to use a transparent background"; in iOS 15 it "applies to all navigation bars"), and
/// what it reads from its items.
@Suite("Navigation bar appearance")
struct UINavigationBarAppearanceTests {
    /// A navigation controller on screen whose root shows `content` as its view.
    static func navigation(root content: UIView? = nil) -> (UINavigationController, UIViewController) {
        let root = UIViewController()
        if let content { root.view = content }
        let nav = UINavigationController(rootViewController: root)
        makeWindow(root: nav).layoutIfNeeded()
        return (nav, root)
    }

    @Test("with nothing to scroll the bar is at the scroll edge: transparent, with no shadow")
    func noScrollViewIsTheScrollEdge() {
        let (nav, _) = Self.navigation()
        #expect(nav.navigationBar.isAtScrollEdge)
        let shown = nav.navigationBar.currentAppearance
        #expect(shown.backgroundFill == .clear && shown.shadowColor == nil)
    }

    @Test("scrolled under the bar, the standard appearance: the chrome material and its shadow")
    func scrolledContentTakesTheStandardAppearance() {
        let list = UIScrollView(frame: testScreen)
        list.contentSize = CGSize(width: 375, height: 2000)
        list.contentOffset = CGPoint(x: 0, y: 300)
        let (nav, _) = Self.navigation(root: list)
        #expect(!nav.navigationBar.isAtScrollEdge)
        #expect(nav.navigationBar.currentAppearance === nav.navigationBar.standardAppearance)
        #expect(nav.navigationBar.currentAppearance.shadowColor == UIBarAppearance.chromeShadow)
    }

    @Test("a top item's appearances win over the bar's, and compact height takes the compact ones")
    func itemAndCompactAppearances() {
        let (nav, root) = Self.navigation()
        let edge = UINavigationBarAppearance(), compactEdge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        root.navigationItem.scrollEdgeAppearance = edge
        #expect(nav.navigationBar.currentAppearance === edge)
        nav.navigationBar.compactScrollEdgeAppearance = compactEdge
        nav.navigationBar.traitOverrides = UITraitCollection(verticalSizeClass: .compact)
        #expect(nav.navigationBar.currentAppearance === compactEdge)
    }

    @Test("a bar no navigation controller manages shows its standard appearance")
    func aBarOnItsOwnIsStandard() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
        bar.setItems([UINavigationItem(title: "Inbox")], animated: false)
        #expect(bar.currentAppearance === bar.standardAppearance)
    }

    @Test("the shadow is one pixel at the screen's scale")
    func theShadowIsAHairline() {
        for scale in [1.0, 2, 3] {
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
            let window = UIWindow(frame: testScreen)
            window.traitOverrides = UITraitCollection(displayScale: scale)
            window.addSubview(bar)
            let line = bar.subviews.first { $0.frame.minY == 44 }
            #expect(line.map { abs($0.frame.height - 1 / scale) < 1e-12 } == true, "at \(scale)x the shadow is \(String(describing: line?.frame.height)) pt")
        }
    }

    @Test("a title the root sets in viewDidLoad is in the bar from the start, and later changes show at once")
    func titlesSetLaterShow() {
        final class Inbox: UIViewController {
            override func viewDidLoad() { title = "Inbox" }
        }
        let inbox = Inbox()
        let nav = UINavigationController(rootViewController: inbox)
        _ = makeWindow(root: nav)
        #expect(Self.title(in: nav.navigationBar) == "Inbox")
        inbox.title = "Mail"
        #expect(Self.title(in: nav.navigationBar) == "Mail")
    }

    static func title(in bar: UINavigationBar) -> String? {
        bar.subviews.compactMap { $0 as? NavigationItemView }.last?.titleLabel.text
    }
}
