import Foundation

/// One tab of a tab bar, as `UITabBarItem`: a title under a glyph.
public final class TabBarItem {
    public var title: String?

    public init(title: String?) {
        self.title = title
    }
}
