import Foundation
import QuartzCore

/// What a navigation bar shows for one controller, as `UINavigationItem`: its title, the title
/// of the back button that leads back to it, and its bar button items.
///
///     detail.navigationItem.title = "Wi-Fi"
///     detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit")
public final class UINavigationItem {
    /// Kept for ported code: the bar shows no search field here.
    public var searchController: UISearchController?
    public var hidesSearchBarWhenScrolling = true
    /// Whether the bar shows this item's title large, as `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Sendable { case automatic, always, never }

    public var title: String? { didSet { changed() } }
    /// The back button's title on the screen pushed above this one; nil uses `title`.
    public var backButtonTitle: String? { didSet { changed() } }
    public var hidesBackButton = false { didSet { changed() } }
    public var leftBarButtonItems: [UIBarButtonItem] = [] { didSet { changed() } }
    public var rightBarButtonItems: [UIBarButtonItem] = [] { didSet { changed() } }
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

    public init(title: String? = nil) {
        self.title = title
    }

    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}
