import CairoRenderer
import Foundation
import GoldenKit
import PNGCodec

/// The libraries and fonts that decide what a frame looks like. The manifest records them so a
/// golden that changes with a library upgrade can be told from one that changed with code.
public enum RenderingEnvironment {
    /// Library versions and each embedded font's SHA-256, keyed by name; computed once a process,
    /// since hashing the fonts is the costly part and neither changes while it runs.
    public static let fingerprint: [String: String] = {
        var fingerprint = RendererEnvironment.libraryVersions
        fingerprint["libpng"] = PNG.libpngVersion
        for font in RendererEnvironment.fonts {
            fingerprint["font \(font.name)"] = "sha256:" + SHA256.hex(of: [UInt8](font.bytes))
        }
        for (name, value) in RendererEnvironment.variables {
            fingerprint["env \(name)"] = value
        }
        return fingerprint
    }()
}
