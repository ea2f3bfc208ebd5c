import Foundation
import QuartzCore

extension UISheetPresentationController {
    /// A height a sheet rests at, as `Detent`.
    public struct Detent: Sendable {
        /// A detent's name, as `Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        /// The height from the largest a sheet can have and the screen's height.
        let height: @Sendable (_ largest: Double, _ screen: Double) -> Double

        /// Half the screen's height, as UIKit's "approximately half the height of the screen".
        public static func medium() -> Detent { Detent(identifier: .medium) { _, screen in screen / 2 } }
        /// The full sheet height.
        public static func large() -> Detent { Detent(identifier: .large) { largest, _ in largest } }
        /// A height `resolver` gives from the largest, as iOS 16's `.custom(identifier:resolver:)`.
        public static func custom(identifier: Identifier? = nil, resolver: @escaping @Sendable (_ maximumDetentValue: Double) -> Double?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom")) { largest, _ in resolver(largest) ?? largest }
        }
    }
}
