import CairoRenderer
import Foundation
import GoldenKit
import PNGCodec

/// The libraries and fonts that decide what a frame looks like. The manifest records them so a
/// golden that changes with a library upgrade can be told from one that changed with code.
package enum RenderingEnvironment {
    /// Library versions, each embedded font's SHA-256 and the variables that can move a pixel,
    /// keyed by name; computed once a process.
    package static let fingerprint: [String: String] = {
        var fingerprint = RendererEnvironment.libraryVersions
        fingerprint["libpng"] = PNG.libpngVersion
        for font in RendererEnvironment.fonts {
            fingerprint["font \(font.name)"] = "sha256:" + font.sha256
        }
        for (name, value) in RendererEnvironment.variables {
            fingerprint["env \(name)"] = value
        }
        return fingerprint
    }()
}
