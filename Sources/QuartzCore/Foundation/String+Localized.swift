import Foundation

// `String(localized:)`, which Apple's Foundation has (iOS 15) and Linux's does not. The literal is
// the key, its interpolations becoming format specifiers as Xcode writes them into a strings
// file (`"\(count) photos"` is the key `"%lld photos"`); the bundle's table gives the translation,
// and a key the table lacks shows the literal itself, interpolated.

extension String {
    /// A localizable string literal: its key, and the values interpolated into it.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Sendable {
        /// The key as a strings file spells it, with `%@`, `%lld` or `%lf` for each interpolation.
        public let key: String
        let arguments: [String]

        public init(_ value: String) { self.init(stringLiteral: value) }
        public init(stringLiteral value: String) {
            key = value.replacingOccurrences(of: "%", with: "%%")
            arguments = []
        }
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [String] = []
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }
            public mutating func appendInterpolation(_ value: some BinaryInteger) { append(String(value), as: "%lld") }
            public mutating func appendInterpolation(_ value: Double) { append(String(format: "%f", value), as: "%lf") }
            public mutating func appendInterpolation(_ value: Float) { append(String(format: "%f", value), as: "%f") }
            public mutating func appendInterpolation(_ value: String) { append(value, as: "%@") }
            public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value), as: "%@") }
            private mutating func append(_ text: String, as specifier: String) {
                key += specifier
                arguments.append(text)
            }
        }

        /// `format` with its specifiers replaced by the arguments, in order or by position (`%2$@`).
        package func filling(_ format: String) -> String {
            var result = ""
            var next = 0
            var rest = Substring(format)
            while let percent = rest.firstIndex(of: "%") {
                result += rest[..<percent]
                var cursor = rest.index(after: percent)
                guard cursor < rest.endIndex else { rest = rest[cursor...]; break }
                if rest[cursor] == "%" { result += "%"; rest = rest[rest.index(after: cursor)...]; continue }
                var digits = ""
                while cursor < rest.endIndex, let digit = rest[cursor].wholeNumberValue { digits += String(digit); cursor = rest.index(after: cursor) }
                var index = next
                if cursor < rest.endIndex, rest[cursor] == "$", let position = Int(digits) {
                    index = position - 1
                    cursor = rest.index(after: cursor)
                } else {
                    next += 1
                }
                while cursor < rest.endIndex, "hlqLjzt".contains(rest[cursor]) { cursor = rest.index(after: cursor) }
                if cursor < rest.endIndex { cursor = rest.index(after: cursor) }
                result += arguments.indices.contains(index) ? arguments[index] : ""
                rest = rest[cursor...]
            }
            return result + rest
        }
    }

    /// The localized string for a literal, as `String(localized:table:bundle:locale:comment:)`.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localize(key: keyAndValue.key, default: keyAndValue, table: table, bundle: bundle)
    }

    /// The localized string for `key`, else `defaultValue`, as `String(localized:defaultValue:…)`.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = Self.localize(key: "\(key)", default: defaultValue, table: table, bundle: bundle)
    }

    private static func localize(key: String, default value: LocalizationValue, table: String?, bundle: Bundle?) -> String {
        let missing = "\u{0}missing"
        let found = (bundle ?? .main).localizedString(forKey: key, value: missing, table: table)
        return value.filling(found == missing ? value.key : found)
    }
}
