import Foundation
import QuartzCore

/// Scales a size chosen for the Large text size to the reader's text size, following one text
/// style's Dynamic Type curve, as `UIFontMetrics`: a value grows by the ratio of the style's
/// size at the reader's text size to its size at Large (Human Interface Guidelines, Typography,
/// "iOS Dynamic Type sizes", tabulated in UIFont+TextStyle.swift).
///
///     UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))   // 19
///
/// A font it scales keeps the size it was given, so a label showing it with
/// `adjustsFontForContentSizeCategory` scales it again when the reader's text size changes.
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    /// The body style's metrics, as `UIFontMetrics.default`.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle = .body) {
        self.textStyle = textStyle
    }

    public func scaledValue(for value: CGFloat, compatibleWith traits: UITraitCollection? = nil) -> CGFloat {
        let scaled = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits).pointSize
        let standard = UIFont.preferredFont(forTextStyle: textStyle).pointSize
        // At the standard size the value comes back unrounded, not as value × 17 / 17.
        return scaled == standard ? value : value * scaled / standard
    }

    /// `font` at the reader's text size; it scales again in a label that adjusts for the size.
    public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        scaledFont(for: font, cappedAt: nil, compatibleWith: traits)
    }

    /// As `scaledFont(for:)`, never larger than `maximumPointSize` (0 is no limit, as on iOS).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        scaledFont(for: font, cappedAt: maximumPointSize > 0 ? maximumPointSize : nil, compatibleWith: traits)
    }

    private func scaledFont(for font: UIFont, cappedAt maximum: CGFloat?, compatibleWith traits: UITraitCollection?) -> UIFont {
        // A font scaled before keeps the size it was first given.
        let base = font.scaling?.base ?? font.pointSize
        let size = min(scaledValue(for: base, compatibleWith: traits), maximum ?? .infinity)
        return UIFont(pointSize: size, weight: font.weight, textStyle: textStyle, scaling: UIFont.Scaling(base: base, maximum: maximum))
    }
}

extension UIFont {
    /// What `UIFontMetrics` made a font from: the size given for the Large text size, and the
    /// largest it may grow to.
    package struct Scaling: Hashable, Sendable {
        package let base: CGFloat
        package let maximum: CGFloat?
    }

    /// This font at the text size of `traits`: a text style's font follows the style's sizes, a
    /// font `UIFontMetrics` scaled follows its metrics from the size it was given; nil for a
    /// font of fixed size.
    package func adjusted(for traits: UITraitCollection) -> UIFont? {
        guard let textStyle else { return nil }
        guard let scaling else { return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits) }
        let metrics = UIFontMetrics(forTextStyle: textStyle)
        let plain = UIFont(pointSize: scaling.base, weight: weight)
        return scaling.maximum.map { metrics.scaledFont(for: plain, maximumPointSize: $0, compatibleWith: traits) }
            ?? metrics.scaledFont(for: plain, compatibleWith: traits)
    }
}
