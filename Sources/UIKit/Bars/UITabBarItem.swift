import Foundation
import QuartzCore

/// One tab of a tab bar, as `UITabBarItem`: a title under an image, the image a template in the
/// bar's tint (selected) or grey (not), unless it is `.alwaysOriginal`. An item with no image
/// shows no glyph, and one with no title no text, as on iOS.
///
///     let item = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), selectedImage: nil)
open class UITabBarItem: UIBarItem {
    /// The tabs the system draws, as `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The title and symbol iOS gives the item.
        var content: (title: String, symbol: String) {
            switch self {
            case .more: ("More", "ellipsis")
            case .favorites: ("Favorites", "star.fill")
            case .featured: ("Featured", "star.fill")
            case .topRated: ("Top Rated", "star.fill")
            case .recents: ("Recents", "clock.fill")
            case .contacts: ("Contacts", "person.crop.circle.fill")
            case .history: ("History", "clock.fill")
            case .bookmarks: ("Bookmarks", "bookmark.fill")
            case .search: ("Search", "magnifyingglass")
            case .downloads: ("Downloads", "arrow.down.circle.fill")
            case .mostRecent: ("Most Recent", "clock.fill")
            case .mostViewed: ("Most Viewed", "list.bullet")
            }
        }
    }

    /// The image while the tab is selected; nil shows `image`.
    open var selectedImage: UIImage?
    /// The badge's text and colour; kept, not drawn.
    open var badgeValue: String?
    open var badgeColor: UIColor?
    /// The item's own appearances, over the tab bar's; kept.
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { return nil }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        (self.title, self.image, self.tag) = (title, image, tag)
    }

    /// A system tab: the title and symbol iOS gives it.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        let (title, symbol) = systemItem.content
        (self.title, image, self.tag) = (title, UIImage(systemName: symbol), tag)
    }

    /// A tab with only a title, for the harness's own bars.
    package convenience init(title: String?) {
        self.init()
        self.title = title
    }
}
