import Foundation

extension AttributeScopes {
    /// The attributes UIKit adds to `AttributedString`, as `AttributeScopes.UIKitAttributes`:
    /// what a button configuration's title and its text attributes transformer read and set.
    ///
    ///     var title = AttributedString("Continue")
    ///     title.font = .systemFont(ofSize: 17, weight: .semibold)
    ///     title.foregroundColor = .white
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        /// The text's font, as `NSAttributedString.Key.font`.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }

        /// The text's colour, as `NSAttributedString.Key.foregroundColor`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }

        /// The colour behind the text, as `NSAttributedString.Key.backgroundColor`.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }

        /// Extra space after each character, in points, as `NSAttributedString.Key.kern`.
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSKern"
        }
    }

    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}
