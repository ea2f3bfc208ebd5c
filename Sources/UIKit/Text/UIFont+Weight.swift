import Foundation
import QuartzCore

extension UIFont {
    /// How heavy the strokes are, as `UIFont.Weight`, with UIKit's raw values. The renderer draws
    /// each of the nine standard weights in its own face; a weight between two draws in the
    /// nearer one.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat

        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The nine weights the system face comes in, lightest first.
        package static let standard: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

        /// The standard weight nearest to this one (the lighter on a tie).
        package var nearestStandard: Weight {
            Self.standard.min { abs($0.rawValue - rawValue) < abs($1.rawValue - rawValue) }!
        }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

extension UIFont {
    /// The standard system font size, 17 points, as `UIFont.systemFontSize`.
    public class var systemFontSize: CGFloat { 17 }
    /// The size of a small system font, 12 points, as `UIFont.smallSystemFontSize`.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The standard label font size, 17 points, as `UIFont.labelFontSize`.
    public class var labelFontSize: CGFloat { 17 }
    /// The standard button font size, 18 points, as `UIFont.buttonFontSize`.
    public class var buttonFontSize: CGFloat { 18 }
}
