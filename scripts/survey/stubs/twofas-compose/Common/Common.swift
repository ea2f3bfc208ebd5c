import Foundation

// The 2FAS app's Common package (TwoFAS/Common, a local Swift package the survey leaves out):
// only what the compose-service screens and their table scaffolding use.

/// The hash function of a one-time-password secret.
public enum Algorithm: String, Equatable, CaseIterable {
    case MD5, SHA1, SHA224, SHA256, SHA384, SHA512

    /// The algorithm a secret uses when its issuer names none.
    public static var defaultValue: Algorithm { .SHA1 }
}

/// The accent colour a user can give a service's badge.
public enum TintColor: String, Hashable, CaseIterable {
    case `default`, red, orange, yellow, green, turquoise, lightBlue, indigo, pink, purple, brown
}

public typealias Callback = () -> Void

extension Collection {
    /// The element at `index`, or nil when the index is out of range.
    public subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
