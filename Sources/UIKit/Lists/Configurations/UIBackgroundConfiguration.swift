import Foundation
import QuartzCore

/// What a cell shows behind its content, as `UIBackgroundConfiguration`: a colour, rounded
/// corners, insets, a stroke or a view of the app's. The list styles give the colours of iOS's
/// lists, and `updated(for:)` the grey of a selected or highlighted row.
///
///     var background = UIBackgroundConfiguration.listGroupedCell()
///     background.backgroundColor = .systemYellow
///     cell.backgroundConfiguration = background
public struct UIBackgroundConfiguration {
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The colour behind the content; nil shows the tint colour, as UIKit's nil background does.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    /// An image over the colour, as `image` (iOS 15); kept, the colour is what is drawn.
    public var image: UIImage?
    public var imageContentMode = UIView.ContentMode.scaleToFill
    public var visualEffect: UIVisualEffect?
    /// Which list style this came from, so `updated(for:)` can give that style's selected look.
    private var style: Style

    private enum Style: Hashable { case clear, listPlain, listGrouped, listSidebar, header }

    private init(style: Style, backgroundColor: UIColor?) {
        (self.style, self.backgroundColor) = (style, backgroundColor)
    }

    /// No background at all.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear, backgroundColor: .clear) }
    /// A plain list's cell: `systemBackground`.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlain, backgroundColor: .systemBackground) }
    /// A grouped or inset-grouped list's cell: `secondarySystemGroupedBackground`.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .listGrouped, backgroundColor: .secondarySystemGroupedBackground)
    }
    /// iOS 18's `listCell()`, which adapts to the list it is in; here always a plain list's cell.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    /// A sidebar's row: clear until selected, then rounded.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(style: .listSidebar, backgroundColor: .clear)
        configuration.cornerRadius = 10
        return configuration
    }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .header, backgroundColor: .systemBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .header, backgroundColor: .clear) }

    /// The configuration as `state` shows it: list cells turn `systemGray4` when selected or
    /// highlighted (a sidebar's turn the tint colour), as iOS's lists do.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return self }
        var updated = self
        switch style {
        case .listPlain, .listGrouped: updated.backgroundColor = .systemGray4
        case .listSidebar: updated.backgroundColor = nil
        case .clear, .header: break
        }
        return updated
    }

    /// The colour drawn: the background colour through its transformer, or `tintColor` when none is set.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?.transform(color) ?? color
    }
}

/// Changes a colour as a configuration draws it, as `UIConfigurationColorTransformer`.
public struct UIConfigurationColorTransformer {
    public let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// A grey of the colour's luminance.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
        let rgba = color.cgColor.components ?? [0, 0, 0, 1]
        let luminance = rgba.count >= 3 ? 0.299 * rgba[0] + 0.587 * rgba[1] + 0.114 * rgba[2] : rgba[0]
        return UIColor(white: luminance, alpha: rgba.last ?? 1)
        }
    }
}
