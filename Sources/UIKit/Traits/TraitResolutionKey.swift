import Foundation

/// Names what a view resolves with its traits (`resolveWithTraits(_:_:)`): a later resolution
/// under the same key replaces the earlier, and resolutions re-run in the keys' order. Each key
/// is declared once, as a static member, so two places that mean one property cannot spell it
/// two ways.
package struct TraitResolutionKey: Hashable, Comparable, Sendable {
    package let name: String
    package init(_ name: String) { self.name = name }
    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.name < rhs.name }
}

extension TraitResolutionKey {
    // Colours a view shows through its layer (`setColor(_:for:apply:)`).
    package static let backgroundColor = Self("backgroundColor")
    package static let textColor = Self("textColor")
    package static let strokeColor = Self("strokeColor")
    package static let color = Self("color")
    // Values that follow Dynamic Type, the layout direction or the display.
    package static let font = Self("font")
    package static let textAlignment = Self("textAlignment")
    package static let layoutDirection = Self("layoutDirection")
    package static let displayScale = Self("displayScale")
    // Parts of a control or bar drawn in the style's colours.
    package static let border = Self("border")
    package static let rows = Self("rows")
    package static let barAppearance = Self("barAppearance")
    package static let vibrancy = Self("vibrancy")
}
