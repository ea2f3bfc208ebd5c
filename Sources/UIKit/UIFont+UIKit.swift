import Foundation
import TransitionKit

/// `UIFont`'s initializers beyond the system font: every face is drawn in DejaVu Sans, bold
/// from semibold up.
extension Font {
    /// A font weight, as `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type style, as `UIFont.TextStyle`, at the sizes of the default text size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")

        var pointSize: Double {
            ["largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
             "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11][rawValue] ?? 17
        }
    }

    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: Double(fontSize), isBold: fontName.localizedCaseInsensitiveContains("bold"))
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        Font(pointSize: Double(fontSize), isBold: weight.rawValue >= Weight.semibold.rawValue)
    }

    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        Font(pointSize: style.pointSize, isBold: style == .headline)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { Font(pointSize: Double(fontSize)) }

    public func withSize(_ fontSize: CGFloat) -> UIFont { Font(pointSize: Double(fontSize), isBold: isBold) }

    public var fontName: String { isBold ? "DejaVuSans-Bold" : "DejaVuSans" }
    public var familyName: String { "DejaVu Sans" }
}
