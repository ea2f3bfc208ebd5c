import Foundation
import QuartzCore

// A stand-in with the members a button configuration uses, spelt as the collection views'
// `UIBackgroundConfiguration` (cells) spells them; where both exist, that one replaces this file.

/// What a view shows behind its content, as `UIBackgroundConfiguration`.
public struct UIBackgroundConfiguration {
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The colour behind the content; nil shows the tint colour, as UIKit's nil background does.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0

    private init(backgroundColor: UIColor?) { self.backgroundColor = backgroundColor }

    /// No background at all.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }

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
}
