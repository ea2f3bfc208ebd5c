import Foundation

/// Light or dark appearance, as `UIUserInterfaceStyle`; `.unspecified` inherits the surrounding style.
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    case unspecified, light, dark
}
