import Foundation

/// A font face, as Core Graphics' `CGFont`: here the system face at one weight, which is all the
/// renderer draws (in Inter, standing in for SF Pro). `CATextLayer.font` takes one, a `UIFont` or
/// a font's name; a name is drawn at the weight it ends in ("Avenir-Heavy" heavy,
/// "HelveticaNeue-Medium" medium, a plain name regular).
///
///     textLayer.font = CGFont("HelveticaNeue-Bold" as CFString)
public final class CGFont: Hashable, Sendable {
    /// The name the font was asked for, or the system face's.
    public let postScriptName: CFString?
    /// How heavy the strokes are, on `UIFont.Weight`'s scale (-1 … 1, 0 regular, 0.4 bold).
    package let weight: Double

    package init(weight: Double, name: String? = nil) {
        (self.weight, postScriptName) = (weight, name ?? CGFont.systemName(weight: weight))
    }

    /// The system face at the weight `name` ends in; nil for an empty name.
    public convenience init?(_ name: CFString) {
        guard !name.isEmpty else { return nil }
        self.init(weight: CGFont.weight(named: name), name: name)
    }

    public var fullName: CFString? { postScriptName }

    /// The nine weights the system face comes in, lightest first, on `UIFont.Weight`'s scale.
    package static let standardWeights: [Double] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]

    /// The index in `standardWeights` of the weight nearest `weight` (the lighter on a tie).
    package static func standardIndex(nearest weight: Double) -> Int {
        standardWeights.indices.min { abs(standardWeights[$0] - weight) < abs(standardWeights[$1] - weight) }!
    }

    /// The weight names fonts end in, longest match first ("SemiBold" before "Bold").
    private static let weightNames: [(name: String, weight: Double)] = [
        ("UltraLight", -0.8), ("ExtraLight", -0.8), ("Thin", -0.6), ("Light", -0.4), ("Regular", 0), ("Medium", 0.23),
        ("Semibold", 0.3), ("DemiBold", 0.3), ("ExtraBold", 0.56), ("Heavy", 0.56), ("Black", 0.62), ("Bold", 0.4),
    ]

    /// The weight a font's name ends in; regular when it names none.
    package static func weight(named name: String) -> Double {
        let suffix = name.split(separator: "-").last.map(String.init) ?? name
        let matches = weightNames.filter { suffix.localizedCaseInsensitiveContains($0.name) }
        return matches.max { $0.name.count < $1.name.count }?.weight ?? 0
    }

    /// The PostScript name iOS gives its system face at `weight`.
    package static func systemName(weight: Double) -> String {
        let names = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
        return ".SFUI-" + names[standardIndex(nearest: weight)]
    }

    public static func == (lhs: CGFont, rhs: CGFont) -> Bool {
        lhs.weight == rhs.weight && lhs.postScriptName == rhs.postScriptName
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(weight)
        hasher.combine(postScriptName)
    }
}

/// Something that names a face of the system font, as a `UIFont` does: `CATextLayer.font` reads
/// its face from it.
package protocol CGFontConvertible {
    var cgFont: CGFont { get }
}
