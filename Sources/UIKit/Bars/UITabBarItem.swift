import Foundation
import QuartzCore

/// One tab of a tab bar, as `UITabBarItem`: a title under a glyph.
public final class UITabBarItem {
    public var title: String?

    public init(title: String?) {
        self.title = title
    }
}
