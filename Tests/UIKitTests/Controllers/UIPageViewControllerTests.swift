import CoreAnimationTestSupport
import Foundation
import Testing
import UIKit

/// Onboarding pages as apps build them: a scroll-style page view controller whose data source
/// counts its pages shows the first page above a page control, and moving to the next page
/// from code slides it in from the trailing side on the clock.
@Suite struct UIPageViewControllerTests {
    final class Onboarding: UIPageViewController, UIPageViewControllerDataSource {
        let pages: [UIViewController] = [UIColor.systemRed, .systemGreen, .systemBlue].map { color in
            let page = UIViewController()
            page.view.backgroundColor = color
            return page
        }
        var index = 0

        init() {
            super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            dataSource = self
            setViewControllers([pages[0]], direction: .forward, animated: false)
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }

        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { index }
    }

    @Test func theFirstPageFillsTheAreaAboveThePageControl() throws {
        let clock = VirtualClock()
        try clock.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let onboarding = Onboarding()
            window.rootViewController = onboarding
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            #expect(onboarding.viewControllers == [onboarding.pages[0]])
            #expect(onboarding.children.count == 1 && onboarding.pages[0].parent === onboarding)
            let control = try #require(onboarding.view.subviews.compactMap { $0 as? UIPageControl }.first)
            #expect(control.numberOfPages == 3 && control.currentPage == 0)
            let page = onboarding.pages[0].view!
            #expect(page.frame.minY == 0 && page.frame.width == 390)
            #expect(abs(page.frame.maxY - control.frame.minY) < 0.01, "the page ends where the control begins")
        }
    }

    @Test func theNextPageSlidesInFromTheTrailingSide() throws {
        let clock = VirtualClock()
        try clock.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let onboarding = Onboarding()
            window.rootViewController = onboarding
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            var finished = false
            onboarding.index = 1
            onboarding.setViewControllers([onboarding.pages[1]], direction: .forward, animated: true) { finished = $0 }
            let incoming = onboarding.pages[1].view!, outgoing = onboarding.pages[0].view!
            #expect(incoming.frame.minX == 0, "the model is where the page ends")
            clock.advance(by: 0.175)
            let middle = try #require(incoming.layer.presentation()).frame.minX
            #expect(middle > 0 && middle < 398, "halfway, the new page is on its way in from the right: \(middle)")
            #expect(try #require(outgoing.layer.presentation()).frame.minX < 0)
            clock.advance(by: 0.2)
            #expect(finished && onboarding.viewControllers == [onboarding.pages[1]])
            #expect(outgoing.superview == nil && onboarding.pages[0].parent == nil)
            #expect(onboarding.view.subviews.compactMap { $0 as? UIPageControl }.first?.currentPage == 1)
        }
    }

    @Test func aPageCurlControllerIsWhatThePlainInitializerMakes() {
        let book = UIPageViewController()
        #expect(book.transitionStyle == .pageCurl && book.spineLocation == .min && book.navigationOrientation == .horizontal)
    }

    @Test func twoPagesForAOnePageControllerAreRefusedAsUIKitRefusesThem() {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let errors = SceneErrorLog.collect {
            pages.setViewControllers([UIViewController(), UIViewController()], direction: .forward, animated: false)
        }
        #expect(errors.count == 1 && pages.viewControllers == nil)
    }
}
