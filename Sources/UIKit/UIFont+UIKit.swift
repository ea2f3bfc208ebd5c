import Foundation
import TransitionKit

/// `UIFont`'s initializers beyond the system font and the text styles (Font+TextStyle.swift in
/// TransitionKit): every face is drawn in the system face, bold from semibold up.
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

    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: Double(fontSize), isBold: fontName.localizedCaseInsensitiveContains("bold"))
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        Font(pointSize: Double(fontSize), isBold: weight.rawValue >= Weight.semibold.rawValue)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { Font(pointSize: Double(fontSize)) }

    public func withSize(_ fontSize: CGFloat) -> UIFont { Font(pointSize: Double(fontSize), isBold: isBold) }

    public var fontName: String { isBold ? "DejaVuSans-Bold" : "DejaVuSans" }
    public var familyName: String { "DejaVu Sans" }
}
