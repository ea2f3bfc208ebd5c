import Foundation

/// The Dynamic Type text styles, as `UIFont.TextStyle`, with the sizes and weights Apple's Human
/// Interface Guidelines give them at the default (Large) content size category.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// Headline is the one semibold style; a navigation bar's large title is the bold large title.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }
}
