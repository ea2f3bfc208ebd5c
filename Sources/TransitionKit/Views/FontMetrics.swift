import Foundation

/// Scales a size chosen for the Large text size to the reader's text size, following one text
/// style's Dynamic Type curve, as `UIFontMetrics`.
///
///     FontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraLarge))   // 19
public struct FontMetrics: Sendable {
    public let textStyle: Font.TextStyle

    public init(forTextStyle textStyle: Font.TextStyle = .body) {
        self.textStyle = textStyle
    }

    public func scaledValue(for value: Double, compatibleWith traits: TraitCollection? = nil) -> Double {
        let scaled = Font.preferredFont(forTextStyle: textStyle, compatibleWith: traits).pointSize
        let standard = Font.preferredFont(forTextStyle: textStyle).pointSize
        // At the standard size the value comes back unrounded, not as value × 17 / 17.
        return scaled == standard ? value : value * scaled / standard
    }

    public func scaledFont(for font: Font, compatibleWith traits: TraitCollection? = nil) -> Font {
        Font(pointSize: scaledValue(for: font.pointSize, compatibleWith: traits), weight: font.weight)
    }
}
