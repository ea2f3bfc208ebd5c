import Foundation

/// The environment a view draws in, as `UITraitCollection`: appearance, text size, layout
/// direction and display scale. A view's collection is its superview's with the view's own
/// `traitOverrides` laid over it (View+Traits.swift).
///
///     window.traitOverrides = TraitCollection(userInterfaceStyle: .dark)
///     label.traitCollection.userInterfaceStyle   // .dark
public struct TraitCollection: Hashable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle
    public var preferredContentSizeCategory: ContentSizeCategory
    public var layoutDirection: TraitEnvironmentLayoutDirection
    /// Pixels per point; 0 is unspecified.
    public var displayScale: Double

    public init(userInterfaceStyle: UserInterfaceStyle = .unspecified,
                preferredContentSizeCategory: ContentSizeCategory = .unspecified,
                layoutDirection: TraitEnvironmentLayoutDirection = .unspecified,
                displayScale: Double = 0) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
    }

    /// One collection from several, later ones winning wherever they specify a trait, as
    /// `UITraitCollection(traitsFrom:)`.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for traits in collections {
            if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.preferredContentSizeCategory != .unspecified {
                preferredContentSizeCategory = traits.preferredContentSizeCategory
            }
            if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
            if traits.displayScale != 0 { displayScale = traits.displayScale }
        }
    }

    /// What a view outside any screen reports: an iPhone's defaults (light, the Large text size,
    /// left to right, 1x), so views built before they join a window resolve as they will in one.
    public static let standard = TraitCollection(
        userInterfaceStyle: .light, preferredContentSizeCategory: .large, layoutDirection: .leftToRight, displayScale: 1)

    /// The layout direction with `.unspecified` read as left to right.
    public var effectiveLayoutDirection: UserInterfaceLayoutDirection {
        layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
