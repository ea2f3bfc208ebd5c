import Foundation

/// What a navigation bar shows for one controller, as `UINavigationItem`: its title, the title
/// of the back button that leads back to it, and its bar button items.
///
///     detail.navigationItem.title = "Wi-Fi"
///     detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
public final class NavigationItem {
    /// Values stored by key: the settings a bar does not draw here (a search controller …),
    /// kept so ported code reads them back.
    public var keyedValues: [String: Any] = [:]
    /// Whether the bar shows this item's title large, as `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Sendable { case automatic, always, never }

    public var title: String?
    /// The back button's title on the screen pushed above this one; nil uses `title`.
    public var backButtonTitle: String?
    public var hidesBackButton = false
    public var leftBarButtonItems: [BarButtonItem] = []
    public var rightBarButtonItems: [BarButtonItem] = []
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// Kept: a title view takes the title's place on iOS; the bar here draws the title.
    public var titleView: View?
    /// The button the screen above shows to come back here; its title replaces `title` there.
    public var backBarButtonItem: BarButtonItem?
    public var prompt: String?

    public init(title: String? = nil) {
        self.title = title
    }

    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}
