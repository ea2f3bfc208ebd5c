import Foundation

// Foundation as Apple's has it where swift-corelibs-foundation does not yet: members screens use.

extension NSString {
    /// `format` filled with `arguments` in the current locale, as Apple's
    /// `localizedStringWithFormat(_:_:)`.
    public class func localizedStringWithFormat(_ format: NSString, _ arguments: CVarArg...) -> NSString {
        NSString(string: String(format: format as String, locale: .current, arguments: arguments))
    }
}

extension NSMutableAttributedString {
    /// An empty attributed string to append to, as Apple's `init()`.
    public convenience init() { self.init(string: "") }
}

extension FileManager {
    /// The folder an app group shares, as `containerURL(forSecurityApplicationGroupIdentifier:)`:
    /// nil, as iOS answers for a group the app's entitlements do not name; a test has none.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { nil }
}
