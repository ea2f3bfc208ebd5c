import Foundation
import QuartzCore

/// Pages of content, one controller each, as `UIPageViewController`: onboarding screens and
/// galleries. The data source gives the pages before and after the one shown; a scroll-style
/// controller whose data source gives a page count shows a page control under the pages, as
/// UIKit does. `setViewControllers(_:direction:animated:completion:)` changes page on the scene's
/// clock: a scroll-style controller slides the new page in beside the old one, a page-curl one
/// curls the old page away. There are no touches here, so pages change only from code.
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        case pageCurl, scroll
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal, vertical
    }

    public enum NavigationDirection: Int, Sendable {
        case forward, reverse
    }

    public enum SpineLocation: Int, Sendable {
        case none, min, mid, max
    }

    /// Keys of the options dictionary `init(transitionStyle:navigationOrientation:options:)` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An `NSNumber` (or `SpineLocation`) saying where a page-curl controller's spine is.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// A number: the points between pages of a scroll-style controller.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    open private(set) var transitionStyle: TransitionStyle
    open private(set) var navigationOrientation: NavigationOrientation
    open private(set) var spineLocation: SpineLocation
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?
    open var isDoubleSided = false
    /// The swipe and tap recognizers UIKit installs; none here, where pages change from code.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }
    /// The page shown (two for a page-curl controller with its spine in the middle).
    open private(set) var viewControllers: [UIViewController]?

    private let interPageSpacing: CGFloat
    private var pageControl: UIPageControl?

    /// UIKit's designated initializer; `options` may give the spine location and the spacing
    /// between scrolled pages.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = options?[.spineLocation]
        spineLocation = (spine as? SpineLocation) ?? (spine as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (spine as? NSNumber).flatMap { SpineLocation(rawValue: $0.intValue) } ?? (style == .pageCurl ? .min : .none)
        let spacing = options?[.interPageSpacing]
        interPageSpacing = (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) } ?? (spacing as? Int).map { CGFloat($0) }
            ?? (spacing as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        super.init(nibName: nil, bundle: nil)
    }

    /// A page-curl controller, as `UIPageViewController()` makes one.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPages()
    }

    /// Shows `viewControllers` (one page; two side by side for a page curl with its spine in the
    /// middle). Animated, the new page arrives from the side `direction` names over 0.35 s (a
    /// scroll) or the old one curls away (a page curl), and `completion` runs when it has.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let incoming = viewControllers ?? []
        let expected = transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1
        guard incoming.count == expected else {
            // UIKit raises here; the pages stay as they were.
            SceneErrorLog.report(.exception(
                name: "NSInvalidArgumentException",
                reason: "UIPageViewController.setViewControllers was given \(incoming.count) view controllers; this one shows \(expected) at a time"))
            return
        }
        loadViewIfNeeded()
        let outgoing = self.viewControllers ?? []
        self.viewControllers = incoming
        for page in incoming where page.parent !== self { addChild(page) }
        updatePageControl()
        guard animated, let from = outgoing.first, let to = incoming.first, from !== to, from.viewIfLoaded?.superview === view else {
            for page in outgoing where !incoming.contains(where: { $0 === page }) { remove(page) }
            for page in incoming { show(page) }
            layoutPages()
            for page in incoming { page.didMove(toParent: self) }
            completion?(true)
            return
        }
        show(to)
        layoutPages()
        from.willMove(toParent: nil)
        if transitionStyle == .scroll {
            let step = pageStep * (direction == .forward ? 1 : -1)
            let settled = to.view.frame
            to.view.frame = settled.offsetBy(dx: navigationOrientation == .horizontal ? step : 0, dy: navigationOrientation == .vertical ? step : 0)
            transition(from: from, to: to, duration: 0.35, options: [.curveEaseInOut], animations: { [self] in
                to.view.frame = settled
                from.view.frame = from.view.frame.offsetBy(dx: navigationOrientation == .horizontal ? -step : 0,
                                                           dy: navigationOrientation == .vertical ? -step : 0)
            }) { finished in
                from.removeFromParent()
                to.didMove(toParent: self)
                completion?(finished)
            }
        } else {
            transition(from: from, to: to, duration: 0.5, options: direction == .forward ? .transitionCurlUp : .transitionCurlDown,
                       animations: nil) { finished in
                from.removeFromParent()
                to.didMove(toParent: self)
                completion?(finished)
            }
        }
    }

    /// How far one page moves past the next: the page's length and the spacing between pages.
    private var pageStep: CGFloat {
        (navigationOrientation == .horizontal ? pageArea.width : pageArea.height) + interPageSpacing
    }

    /// Where pages are shown: the whole view, above the page control when there is one.
    private var pageArea: CGRect {
        guard let pageControl, !pageControl.isHidden else { return view.bounds }
        var area = view.bounds
        area.size.height -= pageControl.frame.height
        return area
    }

    private func show(_ page: UIViewController) {
        let pageView = page.view!
        if pageView.superview !== view {
            if let pageControl { view.insertSubview(pageView, belowSubview: pageControl) } else { view.addSubview(pageView) }
        }
    }

    private func remove(_ page: UIViewController) {
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    private func layoutPages() {
        guard isViewLoaded else { return }
        if let pageControl {
            let height = pageControl.intrinsicContentSize.height
            pageControl.frame = CGRect(x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - height,
                                       width: view.bounds.width, height: height)
        }
        let pages = viewControllers ?? []
        let area = pageArea
        for (index, page) in pages.enumerated() {
            guard let pageView = page.viewIfLoaded, pageView.superview === view else { continue }
            if pages.count == 2 {
                let half = area.width / 2
                pageView.frame = CGRect(x: area.minX + CGFloat(index) * half, y: area.minY, width: half, height: area.height)
            } else {
                pageView.frame = area
            }
        }
    }

    /// The page control UIKit shows under scrolled pages when the data source counts them.
    private func updatePageControl() {
        guard transitionStyle == .scroll, navigationOrientation == .horizontal, let dataSource else { return }
        let count = dataSource.presentationCount(for: self)
        guard count > 0 else {
            pageControl?.removeFromSuperview()
            pageControl = nil
            return
        }
        let control = pageControl ?? UIPageControl()
        if pageControl == nil {
            pageControl = control
            view.addSubview(control)
        }
        control.numberOfPages = count
        control.currentPage = max(0, min(count - 1, dataSource.presentationIndex(for: self)))
    }
}

/// Gives a page view controller its pages, as `UIPageViewControllerDataSource`. The page
/// count and index are optional: without them, no page control shows.
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears a page view controller's page turns, as `UIPageViewControllerDelegate`; all optional.
/// Pages turn only from code here, which UIKit does not report to the delegate.
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask { .all }
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation { .portrait }
}
