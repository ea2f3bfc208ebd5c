import CPhosphorIcons
import Foundation
import QuartzCore
import Synchronization

/// The stand-ins for SF Symbols: each SF name the package knows (`icons/symbol-map.tsv` in
/// `CPhosphorIcons`) is drawn with the Phosphor icon mapped to it, `.fill` names in Phosphor's fill
/// style and the others in the Phosphor weight nearest the symbol's. Outlines are in Phosphor's
/// 256 × 256 units, y down, parsed once per icon and style.
package enum SymbolCatalog {
    /// Phosphor's styles: four stroke weights and the filled one.
    package enum Style: String, Sendable { case thin, light, regular, bold, fill }

    /// The side of Phosphor's view box.
    package static let unitsPerSide = 256.0

    /// The Phosphor icon standing in for `name`, or nil when there is none.
    package static func icon(for name: String) -> String? { map[name] }

    /// Every SF name with a stand-in.
    package static var names: [String] { map.keys.sorted() }

    /// The outline drawn for `name` at `weight`, or nil when the name has no stand-in.
    package static func outline(for name: String, weight: UIImage.SymbolWeight) -> BezierPath? {
        guard let icon = map[name] else { return nil }
        let style = isFilled(name) ? Style.fill : style(for: weight)
        let key = "\(style.rawValue)/\(icon)"
        if let cached = outlines.withLock({ $0[key] }) { return cached }
        guard let svg = cphosphoricons_svg(style.rawValue, icon).map({ String(cString: $0) }),
              let data = pathData(in: svg) else { return nil }
        let outline = SVGPathData.path(data)
        outlines.withLock { $0[key] = outline }
        return outline
    }

    /// SF's `.fill` variants, including those with a further part (`person.crop.circle.fill.badge…`).
    static func isFilled(_ name: String) -> Bool {
        name.split(separator: ".").contains("fill")
    }

    /// Phosphor's weight nearest an SF Symbol weight, by the system font's weights (UIFont.Weight):
    /// ultra-light and thin draw thin, light light, regular and medium regular, semibold and
    /// heavier bold.
    package static func style(for weight: UIImage.SymbolWeight) -> Style {
        switch weight {
        case .ultraLight, .thin: .thin
        case .light: .light
        case .unspecified, .regular, .medium: .regular
        case .semibold, .bold, .heavy, .black: .bold
        }
    }

    /// The `d` of the file's one `<path>`.
    private static func pathData(in svg: String) -> String? {
        guard let start = svg.range(of: " d=\"") else { return nil }
        guard let end = svg[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(svg[start.upperBound..<end])
    }

    private static let map: [String: String] = {
        var map: [String: String] = [:]
        for line in String(cString: cphosphoricons_symbol_map()).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t")
            if fields.count >= 2 { map[String(fields[0])] = String(fields[1]) }
        }
        return map
    }()

    private static let outlines = Mutex<[String: BezierPath]>([:])

    /// Names asked for that have no stand-in, in this process: `harness check` lists them once.
    package static var missingNames: [String] { missing.withLock { $0.sorted() } }

    static func recordMissing(_ name: String) { _ = missing.withLock { $0.insert(name) } }

    private static let missing = Mutex<Set<String>>([])
}
