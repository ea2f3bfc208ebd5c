import CairoRenderer
import Foundation
import GoldenKit
import PNGCodec
import Synchronization

/// The libraries and fonts that decide what a frame looks like. The manifest records them so a
/// golden that changes with a library upgrade can be told from one that changed with code.
package enum RenderingEnvironment {
    /// Library versions and each embedded font's SHA-256, keyed by name; computed once a process,
    /// since hashing the fonts is the costly part and neither changes while it runs.
    package static let fingerprint: [String: String] = {
        var fingerprint = RendererEnvironment.libraryVersions
        fingerprint["libpng"] = PNG.libpngVersion
        // 52 MB with the CJK and emoji fallbacks: hashed side by side where they are embedded,
        // since every command that opens the store waits for them. The pointers are to bytes
        // embedded in the program, never written, so the threads may share them.
        nonisolated(unsafe) let fonts = RendererEnvironment.fonts
        let digests = Mutex([String](repeating: "", count: fonts.count))
        DispatchQueue.concurrentPerform(iterations: fonts.count) { index in
            let digest = "sha256:" + SHA256.hex(of: fonts[index].bytes)
            digests.withLock { $0[index] = digest }
        }
        for (font, digest) in zip(fonts, digests.withLock { $0 }) {
            fingerprint["font \(font.name)"] = digest
        }
        for (name, value) in RendererEnvironment.variables {
            fingerprint["env \(name)"] = value
        }
        return fingerprint
    }()
}
