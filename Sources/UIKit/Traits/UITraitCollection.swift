import Foundation
import QuartzCore

/// The environment a view draws in, as `UITraitCollection`: appearance, text size, layout
/// direction, display scale, size classes and the interface level. A view's collection is its superview's with the view's own
/// `traitOverrides` laid over it (UIView+Traits.swift).
///
///     window.traitOverrides = UITraitCollection(userInterfaceStyle: .dark)
///     label.traitCollection.userInterfaceStyle   // .dark
public struct UITraitCollection: Hashable, Sendable {
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var preferredContentSizeCategory: UIContentSizeCategory
    public var layoutDirection: UITraitEnvironmentLayoutDirection
    /// Pixels per point; 0 is unspecified.
    public var displayScale: Double
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// Whether the content sits on the base level or is raised above it (a sheet, a popover),
    /// where dark mode draws its backgrounds lighter.
    public var userInterfaceLevel: UIUserInterfaceLevel
    /// The language text is set in, as iOS 17's `typesettingLanguage`: it picks the regional
    /// forms of Chinese, Japanese and Korean characters (nil: the device's language, English).
    public var typesettingLanguage: Locale.Language?

    public init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
                layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
                displayScale: Double = 0,
                horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                userInterfaceLevel: UIUserInterfaceLevel = .unspecified,
                typesettingLanguage: Locale.Language? = nil) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.displayScale = displayScale
        (self.horizontalSizeClass, self.verticalSizeClass, self.userInterfaceLevel) = (horizontalSizeClass, verticalSizeClass, userInterfaceLevel)
        self.typesettingLanguage = typesettingLanguage
    }

    /// One collection from several, later ones winning wherever they specify a trait, as
    /// `UITraitCollection(traitsFrom:)`.
    public init(traitsFrom collections: [UITraitCollection]) {
        self.init()
        for traits in collections { self = overlaid(with: traits) }
    }

    /// These traits with every trait `overrides` specifies put in their place: what
    /// `UITraitCollection(traitsFrom: [self, overrides])` gives, without building an array, as
    /// every view's traits are its superview's overlaid with its own.
    package func overlaid(with overrides: UITraitCollection) -> UITraitCollection {
        var traits = self
        if overrides.userInterfaceStyle != .unspecified { traits.userInterfaceStyle = overrides.userInterfaceStyle }
        if overrides.preferredContentSizeCategory != .unspecified {
            traits.preferredContentSizeCategory = overrides.preferredContentSizeCategory
        }
        if overrides.layoutDirection != .unspecified { traits.layoutDirection = overrides.layoutDirection }
        if overrides.displayScale != 0 { traits.displayScale = overrides.displayScale }
        if overrides.horizontalSizeClass != .unspecified { traits.horizontalSizeClass = overrides.horizontalSizeClass }
        if overrides.verticalSizeClass != .unspecified { traits.verticalSizeClass = overrides.verticalSizeClass }
        if overrides.userInterfaceLevel != .unspecified { traits.userInterfaceLevel = overrides.userInterfaceLevel }
        if let language = overrides.typesettingLanguage { traits.typesettingLanguage = language }
        return traits
    }

    /// What a view outside any screen reports: an iPhone's defaults (light, the Large text size,
    /// left to right, 1x), so views built before they join a window resolve as they will in one.
    package static let standard = UITraitCollection(
        userInterfaceStyle: .light, preferredContentSizeCategory: .large, layoutDirection: .leftToRight, displayScale: 1,
        horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceLevel: .base)

    /// The layout direction with `.unspecified` read as left to right.
    package var effectiveLayoutDirection: UIUserInterfaceLayoutDirection {
        layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The traits dynamic colours resolve against when they become Core Graphics colours, as
    /// `UITraitCollection.current`: what `performAsCurrent(_:)` or an assignment made current,
    /// and otherwise the key window's traits, as UIKit keeps its window scene's current between
    /// callbacks. Per thread, as scenes render on several.
    public static var current: UITraitCollection {
        get { assigned.value ?? UIScreen.main.traitCollection }
        set { assigned.value = newValue }
    }

    /// What was made current on this thread, if anything.
    private static let assigned = ThreadLocal<UITraitCollection?> { nil }

    /// Runs `body` with these traits current, as `performAsCurrent(_:)`.
    public func performAsCurrent(_ body: () throws -> Void) rethrows {
        try performAsCurrentReturning(body)
    }

    /// Runs `body` with these traits current and gives back what it returns.
    package func performAsCurrentReturning<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = Self.assigned.value
        Self.assigned.value = self
        defer { Self.assigned.value = saved }
        return try body()
    }
}

extension Locale.Language {
    /// The language as a BCP 47 tag of the parts it names (`zh-Hant-TW`, `ja`), without adding
    /// the likely ones a maximal identifier would, for CoreText to pick regional forms by.
    var tag: String {
        [languageCode?.identifier, script?.identifier, region?.identifier].compactMap { $0 }.joined(separator: "-")
    }
}
