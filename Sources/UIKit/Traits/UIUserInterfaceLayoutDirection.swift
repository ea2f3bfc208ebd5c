import Foundation
import QuartzCore

/// The direction a trait collection lays out in, as `UITraitEnvironmentLayoutDirection`;
/// `.unspecified` inherits the surrounding direction.
public enum UITraitEnvironmentLayoutDirection: String, Hashable, Sendable, CaseIterable {
    case unspecified, leftToRight, rightToLeft
}

/// The direction a view lays out in, as `UIUserInterfaceLayoutDirection`: always resolved.
public enum UIUserInterfaceLayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}
