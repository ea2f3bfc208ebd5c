import Foundation
import QuartzCore

extension UIFont {
    /// A role for text that scales with the reader's text size, as `UIFont.TextStyle`.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// Point sizes from extra small to accessibility XXXL (the order of
        /// `UIContentSizeCategory.sizes`), as Apple's Human Interface Guidelines tabulate them under
        /// Typography › Specifications › iOS Dynamic Type sizes.
        var pointSizes: [Double] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        /// Headlines are the one semibold style; the rest are regular.
        package var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// The font for `style` at the text size of `traits` (the Large size when unspecified), as
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    ///
    ///     UIFont.preferredFont(forTextStyle: .body).pointSize   // 17
    ///     UIFont.preferredFont(forTextStyle: .body,
    ///                        compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)).pointSize   // 53
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let category = traits?.preferredContentSizeCategory ?? .unspecified
        let size = category == .unspecified ? UIContentSizeCategory.large : category
        let index = UIContentSizeCategory.sizes.firstIndex(of: size)!
        return UIFont(pointSize: style.pointSizes[index], weight: style.weight, textStyle: style)
    }
}
