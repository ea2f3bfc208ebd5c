import Foundation
import QuartzCore

/// What a navigation bar shows for one controller, as `UINavigationItem`: its title, the title
/// of the back button that leads back to it, and its bar button items.
///
///     detail.navigationItem.title = "Wi-Fi"
///     detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
open class UINavigationItem: NSObject {
    /// Kept for ported code: the bar shows no search field here.
    public var searchController: UISearchController?
    public var hidesSearchBarWhenScrolling = true
    /// Whether the bar shows this item's title large, as `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Sendable { case automatic, always, never }

    public var title: String? { didSet { changed() } }
    /// The back button's title on the screen pushed above this one; nil uses `title`.
    public var backButtonTitle: String? { didSet { changed() } }
    public var hidesBackButton = false { didSet { changed() } }
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// Whether the left items show beside the back button rather than in its place; kept.
    public var leftItemsSupplementBackButton = false
    /// How the back button shows its title, as `UINavigationItem.BackButtonDisplayMode`; kept.
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
    public var backButtonDisplayMode = BackButtonDisplayMode.default
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }
    /// The bar's appearances while this item is on top, in place of the bar's own; nil uses the bar's.
    public var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    public var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    public var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The bar showing the item, which redraws it when it changes, as UIKit's bars observe theirs.
    weak var navigationBar: UINavigationBar?

    private func changed() { navigationBar?.itemDidChange(self) }
    /// Kept: a title view takes the title's place on iOS; the bar here draws the title.
    public var titleView: UIView?
    /// The button the screen above shows to come back here; its title replaces `title` there.
    public var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    public var prompt: String?

    public override init() { super.init() }

    /// Designated, as UIKit declares it.
    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) { return nil }

    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    // The animated setters change the items at once: the bar redraws them without a fade.
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
