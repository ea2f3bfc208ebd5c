import Foundation
import QuartzCore

/// Finds a named image among a bundle's resources, as `UIImage(named:)` looks it up: an asset
/// catalog's image set of that name (AssetCatalog.swift), else a file named `name` (with or
/// without its extension), `name@2x` or `name@3x`, in PNG or JPEG, at the top of the bundle's
/// resources, preferring the scale of the screen. Without a bundle it looks in the main bundle
/// and then in the resource bundles SwiftPM puts beside the program (`Package_Target.resources`),
/// where a package's images are, in the order of their names.
enum BundledImage {
    /// What was found: the file's bytes, its scale, and the rendering mode its set asks for.
    struct Found {
        var data: Data
        var scale: CGFloat
        var renderingMode: UIImage.RenderingMode
    }

    /// The image `name`, or nil when no bundle has it.
    static func find(_ name: String, in bundle: Bundle?, preferredScale: CGFloat, dark: Bool = false) -> Found? {
        guard !name.isEmpty else { return nil }
        for folder in folders(of: bundle) {
            for catalog in AssetCatalog.catalogs(in: folder) {
                guard let set = catalog.asset(named: name, kind: "imageset") else { continue }
                guard let (file, scale, intent) = AssetCatalog.image(in: set, preferredScale: preferredScale, dark: dark),
                      let data = FileManager.default.contents(atPath: file.path) else { continue }
                let mode: UIImage.RenderingMode = switch intent {
                case .template: .alwaysTemplate
                case .original: .alwaysOriginal
                case .automatic: .automatic
                }
                return Found(data: data, scale: scale, renderingMode: mode)
            }
            let best = files(named: name, in: folder).min { lhs, rhs in
                AssetCatalog.rank(lhs.scale, preferredScale) < AssetCatalog.rank(rhs.scale, preferredScale)
            }
            if let best, let data = FileManager.default.contents(atPath: best.path) {
                return Found(data: data, scale: best.scale, renderingMode: .automatic)
            }
        }
        return nil
    }

    /// The folder of asset `name` of `kind` in the first catalog that has it.
    static func asset(named name: String, kind: String, in bundle: Bundle?) -> URL? {
        for folder in folders(of: bundle) {
            for catalog in AssetCatalog.catalogs(in: folder) {
                if let found = catalog.asset(named: name, kind: kind) { return found }
            }
        }
        return nil
    }

    private static let extensions = ["png", "jpg", "jpeg", "PNG", "JPG", "JPEG"]

    /// The resource folders to search, in order.
    private static func folders(of bundle: Bundle?) -> [URL] {
        if let bundle { return [bundle.resourceURL ?? bundle.bundleURL] }
        let main = Bundle.main.resourceURL ?? Bundle.main.bundleURL
        let beside = (try? FileManager.default.contentsOfDirectory(at: Bundle.main.bundleURL, includingPropertiesForKeys: nil)) ?? []
        return [main] + beside.filter { $0.pathExtension == "resources" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The files at the top of `folder` that are `name` at some scale.
    private static func files(named name: String, in folder: URL) -> [(path: String, scale: CGFloat)] {
        let stem = (name as NSString).deletingPathExtension
        let givenExtension = (name as NSString).pathExtension
        let names = Set([name] + [stem, stem + "@2x", stem + "@3x"].flatMap { base in
            (givenExtension.isEmpty ? extensions : [givenExtension]).map { "\(base).\($0)" }
        })
        let top = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return top.filter { names.contains($0.lastPathComponent) }
            .map { ($0.path, UIImage.scale(inFileName: $0.lastPathComponent)) }
            .sorted { $0.path < $1.path }
    }
}
