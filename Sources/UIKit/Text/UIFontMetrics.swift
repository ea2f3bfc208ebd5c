import Foundation
import QuartzCore

/// Scales a size chosen for the Large text size to the reader's text size, following one text
/// style's Dynamic Type curve, as `UIFontMetrics`.
///
///     UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge))   // 19
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle = .body) {
        self.textStyle = textStyle
    }

    public func scaledValue(for value: Double, compatibleWith traits: UITraitCollection? = nil) -> Double {
        let scaled = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits).pointSize
        let standard = UIFont.preferredFont(forTextStyle: textStyle).pointSize
        // At the standard size the value comes back unrounded, not as value × 17 / 17.
        return scaled == standard ? value : value * scaled / standard
    }

    public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        UIFont(pointSize: scaledValue(for: font.pointSize, compatibleWith: traits), weight: font.weight)
    }
}
