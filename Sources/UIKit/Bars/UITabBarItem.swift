import Foundation
import QuartzCore

/// One tab of a tab bar, as `UITabBarItem`: a title under an image, the image a template in the
/// bar's tint (selected) or grey (not), unless it is `.alwaysOriginal`. An item with no image
/// shows no glyph, and one with no title no text, as on iOS.
///
///     let item = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), selectedImage: nil)
public final class UITabBarItem {
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

    public var title: String?
    public var image: UIImage?
    /// The image while the tab is selected; nil shows `image`.
    public var selectedImage: UIImage?
    public var tag = 0
    public var badgeValue: String?

    public init(title: String?) {
        self.title = title
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        (self.title, self.image, self.tag) = (title, image, tag)
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        let (title, symbol) = systemItem.content
        (self.title, image, self.tag) = (title, UIImage(systemName: symbol), tag)
    }
}
