import Foundation
import TransitionKit

/// `UIFont`'s initializers beyond the system font, its weights and the text styles (Font.swift,
/// Font+Weight.swift and Font+TextStyle.swift in TransitionKit): every face is drawn in the
/// system face, at the weight its name says.
extension Font {
    /// A named font, drawn in the system face at the weight the name ends in
    /// ("Avenir-Heavy" is heavy, "HelveticaNeue-Medium" medium, a plain name regular).
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: Double(fontSize), weight: Self.weight(named: fontName))
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { Font(pointSize: Double(fontSize)) }

    public func withSize(_ fontSize: CGFloat) -> UIFont { Font(pointSize: Double(fontSize), weight: weight) }

    /// The PostScript name iOS gives its system face at this weight.
    public var fontName: String { ".SFUI-" + Self.names.first { $0.weight == weight.nearestStandard }!.name }
    public var familyName: String { ".AppleSystemUIFont" }

    /// The weight names fonts end in, longest match first ("SemiBold" before "Bold").
    private static let names: [(name: String, weight: Weight)] = [
        ("UltraLight", .ultraLight), ("ExtraLight", .ultraLight), ("Thin", .thin), ("Light", .light),
        ("Regular", .regular), ("Medium", .medium), ("Semibold", .semibold), ("DemiBold", .semibold),
        ("ExtraBold", .heavy), ("Heavy", .heavy), ("Black", .black), ("Bold", .bold),
    ]

    private static func weight(named fontName: String) -> Weight {
        let suffix = fontName.split(separator: "-").last.map(String.init) ?? fontName
        let matches = names.filter { suffix.localizedCaseInsensitiveContains($0.name) }
        return matches.max { $0.name.count < $1.name.count }?.weight ?? .regular
    }
}

/// `UIFontMetrics`.
public typealias UIFontMetrics = FontMetrics

extension FontMetrics {
    /// The body style's metrics, as `UIFontMetrics.default`.
    public static var `default`: FontMetrics { FontMetrics() }

    /// `font` scaled for the reader's text size, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traits)
        return scaled.pointSize <= maximumPointSize ? scaled : scaled.withSize(maximumPointSize)
    }
}
