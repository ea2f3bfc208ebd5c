import CairoRenderer
import Foundation
import GoldenKit
import PNGCodec

/// The libraries and fonts that decide what a frame looks like. The manifest records them so a
/// golden that changes with a library upgrade can be told from one that changed with code.
public enum RenderingEnvironment {
    /// Library versions and each font's SHA-256, keyed by name; computed once a process, since
    /// hashing the fonts is the costly part and neither changes while it runs.
    public static let fingerprint: [String: String] = {
        var fingerprint = RendererEnvironment.libraryVersions
        fingerprint["libpng"] = PNG.libpngVersion
        for path in RendererEnvironment.fontFiles {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let bytes = FileManager.default.contents(atPath: path)
            fingerprint["font \(name)"] = bytes.map { "sha256:" + SHA256.hex(of: [UInt8]($0)) } ?? "missing"
        }
        return fingerprint
    }()

    /// Fails when the machine cannot draw frames as the goldens were drawn.
    public static func requireFonts() throws {
        let missing = RendererEnvironment.missingFonts
        guard missing.isEmpty else {
            throw HarnessError.environment("font files missing: \(missing.joined(separator: ", ")); run scripts/bootstrap (it installs fonts-inter)")
        }
    }
}
