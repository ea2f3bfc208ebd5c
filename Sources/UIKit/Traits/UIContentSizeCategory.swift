import Foundation
import QuartzCore

/// The reader's preferred text size, as `UIContentSizeCategory`: seven standard sizes and five
/// larger accessibility sizes; `.unspecified` inherits the surrounding size.
public enum UIContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case unspecified
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The sizes a reader can choose, smallest first.
    package static let sizes: [UIContentSizeCategory] = allCases.filter { $0 != .unspecified }

    /// Whether this is one of the five sizes switched on under Accessibility › Larger Text.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// A short stable name for golden folders: `xs`…`xxxl`, then `ax1`…`ax5` as Xcode's
    /// environment overrides list them.
    package var shortName: String {
        switch self {
        case .unspecified: "unspecified"
        case .extraSmall: "xs"
        case .small: "s"
        case .medium: "m"
        case .large: "l"
        case .extraLarge: "xl"
        case .extraExtraLarge: "xxl"
        case .extraExtraExtraLarge: "xxxl"
        case .accessibilityMedium: "ax1"
        case .accessibilityLarge: "ax2"
        case .accessibilityExtraLarge: "ax3"
        case .accessibilityExtraExtraLarge: "ax4"
        case .accessibilityExtraExtraExtraLarge: "ax5"
        }
    }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
