import Foundation

/// The direction a trait collection lays out in, as `UITraitEnvironmentLayoutDirection`;
/// `.unspecified` inherits the surrounding direction.
public enum TraitEnvironmentLayoutDirection: String, Hashable, Sendable, CaseIterable {
    case unspecified, leftToRight, rightToLeft
}

/// The direction a view lays out in, as `UIUserInterfaceLayoutDirection`: always resolved.
public enum UserInterfaceLayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}
