import Foundation
import QuartzCore

/// An asset catalog (`*.xcassets`) read as Xcode compiles it, from its folders and their
/// `Contents.json`: image sets (`name.imageset`) for `UIImage(named:)` and colour sets
/// (`name.colorset`) for `UIColor(named:)`. Groups are plain folders, and a group that
/// "provides namespace" prefixes its assets' names (`Icons/star`). Only the iPhone's and the
/// universal idioms count; a dark appearance is taken in dark mode; high-contrast variants are
/// not used.
///
/// Image sets hold PNG or JPEG files at 1x, 2x and 3x, or one scale-less file. A PDF (or SVG)
/// vector image is not drawn: cairo renders PDF to nothing here (it writes PDF, it cannot read
/// it), so such a set gives nil as a missing image does.
struct AssetCatalog {
    let folder: URL

    /// The catalogs among a bundle's resources: at the top of `resources`, or one folder down
    /// (a target's `Resources` folder copied whole).
    static func catalogs(in resources: URL) -> [AssetCatalog] {
        let manager = FileManager.default
        let top = (try? manager.contentsOfDirectory(at: resources, includingPropertiesForKeys: nil)) ?? []
        let below = top.filter { $0.pathExtension != "xcassets" && $0.hasDirectoryPath }
            .flatMap { (try? manager.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)) ?? [] }
        return (top + below).filter { $0.pathExtension == "xcassets" }
            .sorted { $0.path < $1.path }.map(AssetCatalog.init)
    }

    /// The folder of asset `name` of kind `extension` (`imageset`, `colorset`), or nil.
    func asset(named name: String, kind: String) -> URL? {
        var parts = name.split(separator: "/").map(String.init)
        guard let last = parts.popLast() else { return nil }
        return search(folder, namespace: [], wanting: parts, leaf: "\(last).\(kind)")
    }

    /// Walks the groups: a namespace group must be named in `wanting`, a plain group is entered freely.
    private func search(_ group: URL, namespace: [String], wanting: [String], leaf: String) -> URL? {
        let entries = ((try? FileManager.default.contentsOfDirectory(at: group, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.path < $1.path }
        if namespace == wanting, let found = entries.first(where: { $0.lastPathComponent == leaf }) { return found }
        for entry in entries where entry.hasDirectoryPath && entry.pathExtension.isEmpty {
            let providesNamespace = Self.contents(of: entry)?.properties?.providesNamespace == true
            let inner = providesNamespace ? namespace + [entry.lastPathComponent] : namespace
            guard wanting.starts(with: inner) else { continue }
            if let found = search(entry, namespace: inner, wanting: wanting, leaf: leaf) { return found }
        }
        return nil
    }

    /// An image set's file for `traits` at the scale nearest `preferredScale` (larger first), its
    /// scale, and whether the set is marked as a template ("Render As": template or original).
    static func image(in set: URL, preferredScale: CGFloat, dark: Bool) -> (file: URL, scale: CGFloat, renderAs: RenderingIntent)? {
        guard let contents = contents(of: set) else { return nil }
        let candidates = (contents.images ?? []).filter { $0.isForPhone && $0.filename != nil && !$0.isHighContrast }
        let appearance = candidates.filter { $0.isDark == dark }
        let chosen = appearance.contains { $0.filename != nil } ? appearance : candidates.filter { !$0.isDark }
        let decodable = chosen.filter { ["png", "jpg", "jpeg"].contains(($0.filename! as NSString).pathExtension.lowercased()) }
        guard let best = decodable.min(by: { rank($0.scaleValue, preferredScale) < rank($1.scaleValue, preferredScale) }) else { return nil }
        let intent = RenderingIntent(rawValue: contents.properties?.templateRenderingIntent ?? "") ?? .automatic
        return (set.appendingPathComponent(best.filename!), best.scaleValue, intent)
    }

    /// A colour set's colour: its "any" appearance, with its dark one where it has one.
    static func color(in set: URL) -> (light: SIMD4<Double>, dark: SIMD4<Double>?)? {
        guard let colors = contents(of: set)?.colors?.filter({ $0.isForPhone && !$0.isHighContrast }) else { return nil }
        guard let light = colors.first(where: { !$0.isDark && !$0.isLight })?.color?.srgb
                ?? colors.first(where: { $0.isLight })?.color?.srgb else { return nil }
        return (light, colors.first(where: \.isDark)?.color?.srgb)
    }

    /// "Render As" in Xcode: `template-rendering-intent`.
    enum RenderingIntent: String { case automatic = "", template, original }

    /// Lower is better: the preferred scale, then larger ones (drawn down), then smaller ones.
    static func rank(_ scale: CGFloat, _ preferred: CGFloat) -> CGFloat {
        scale >= preferred ? scale - preferred : 100 + preferred - scale
    }

    static func contents(of folder: URL) -> Contents? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path) else { return nil }
        return try? JSONDecoder().decode(Contents.self, from: data)
    }

    /// The parts of `Contents.json` read here.
    struct Contents: Decodable {
        var images: [Entry]?
        var colors: [Entry]?
        var properties: Properties?

        struct Properties: Decodable {
            var providesNamespace: Bool?
            var templateRenderingIntent: String?
            enum CodingKeys: String, CodingKey {
                case providesNamespace = "provides-namespace", templateRenderingIntent = "template-rendering-intent"
            }
        }

        /// One image or colour, for an idiom, a scale and appearances.
        struct Entry: Decodable {
            var idiom: String?
            var filename: String?
            var scale: String?
            var appearances: [Appearance]?
            var color: ColorValue?

            struct Appearance: Decodable { var appearance: String; var value: String }

            var isForPhone: Bool { idiom == nil || idiom == "universal" || idiom == "iphone" }
            var isDark: Bool { appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } == true }
            var isLight: Bool { appearances?.contains { $0.appearance == "luminosity" && $0.value == "light" } == true }
            var isHighContrast: Bool { appearances?.contains { $0.appearance == "contrast" } == true }
            /// "2x" is 2; a set with one scale-less file shows it at 1x, as a vector would be at any.
            var scaleValue: CGFloat { scale.flatMap { Double($0.dropLast()) } ?? 1 }
        }
    }
}
