import Foundation
import QuartzCore

/// Finds a named image among a bundle's resources, as `UIImage(named:)` looks it up: a file
/// named `name` (with or without its extension), `name@2x` or `name@3x`, in PNG or JPEG, at
/// the top of the bundle's resources or in an asset catalog's `name.imageset` folder, preferring
/// the scale of the screen. Without a bundle it looks in the main bundle and then in the
/// resource bundles SwiftPM puts beside the program (`Package_Target.resources`), where a
/// package's images are, in the order of their names.
enum BundledImage {
    /// The file's bytes and the scale its name gives, or nil when no bundle has the image.
    static func find(_ name: String, in bundle: Bundle?, preferredScale: CGFloat) -> (data: Data, scale: CGFloat)? {
        guard !name.isEmpty else { return nil }
        for folder in folders(of: bundle) {
            let candidates = files(named: name, in: folder)
            let best = candidates.min { lhs, rhs in
                rank(lhs.scale, preferring: preferredScale) < rank(rhs.scale, preferring: preferredScale)
            }
            if let best, let data = FileManager.default.contents(atPath: best.path) { return (data, best.scale) }
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

    /// The files at the top of `folder`, or in a `name.imageset` folder of an asset catalog in
    /// it, that are `name` at some scale. Only asset catalogs are searched below the top, so a
    /// program's folder full of build products is read one level deep.
    private static func files(named name: String, in folder: URL) -> [(path: String, scale: CGFloat)] {
        let stem = (name as NSString).deletingPathExtension
        let givenExtension = (name as NSString).pathExtension
        let names = Set([name] + [stem, stem + "@2x", stem + "@3x"].flatMap { base in
            (givenExtension.isEmpty ? extensions : [givenExtension]).map { "\(base).\($0)" }
        })
        let manager = FileManager.default
        let top = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        var found: [(path: String, scale: CGFloat)] = top.filter { names.contains($0.lastPathComponent) }
            .map { ($0.path, UIImage.scale(inFileName: $0.lastPathComponent)) }
        for catalog in top where catalog.pathExtension == "xcassets" {
            guard let walk = manager.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.deletingLastPathComponent().lastPathComponent == "\(stem).imageset"
                && extensions.contains(url.pathExtension) {
                found.append((url.path, UIImage.scale(inFileName: url.lastPathComponent)))
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Lower is better: the preferred scale, then larger ones (drawn down), then smaller ones.
    private static func rank(_ scale: CGFloat, preferring preferred: CGFloat) -> CGFloat {
        scale >= preferred ? scale - preferred : 100 + preferred - scale
    }
}
