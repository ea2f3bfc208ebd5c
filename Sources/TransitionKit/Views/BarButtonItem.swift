import Foundation

/// A button in a navigation bar, as `UIBarButtonItem` with a title: tinted text, in semibold
/// for the `.done` style.
public final class BarButtonItem {
    /// How the item's title is set, as `UIBarButtonItem.Style`.
    public enum Style: Sendable { case plain, done }

    public var title: String?
    public var style: Style

    public init(title: String?, style: Style = .plain) {
        (self.title, self.style) = (title, style)
    }
}
