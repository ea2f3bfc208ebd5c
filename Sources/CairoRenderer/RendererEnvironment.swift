import CCairo
import CoreText
import QuartzCore
import Foundation

/// The libraries and fonts that decide what the renderer draws, for the golden manifest.
package enum RendererEnvironment {
    /// The files text is drawn with, embedded in the package: each file's name and SHA-256, the
    /// system face's weights and then the fallback faces. The digests are pinned beside the
    /// embedding, and CoreTextTests requires them of the embedded bytes.
    package static var fonts: [(name: String, sha256: String)] {
        (SystemFont.fileNames + FallbackFont.files.map(\.name)).map { name in
            (name, SystemFont.fileDigests[name] ?? FallbackFont.fileDigests[name] ?? "unknown")
        }
    }

    /// The environment variables the drawing libraries read that can still move a pixel, with
    /// their values, when set. Audited for cairo 1.16-1.18, pixman 0.42-0.44, FreeType 2.12-2.13:
    /// `PIXMAN_DISABLE` turns off pixman's SIMD paths when the library loads, before any code of
    /// ours runs, so it is recorded rather than pinned (those paths have drawn the catalog alike
    /// so far). `FREETYPE_PROPERTIES` is not read, since `FontLibrary` builds its own FreeType
    /// library; cairo's `CAIRO_DEBUG` concerns the X11 backends only; fontconfig's variables
    /// are never consulted, since every face is loaded from the embedded bytes.
    package static var variables: [String: String] {
        ["PIXMAN_DISABLE"].reduce(into: [:]) { variables, name in
            if let value = ProcessInfo.processInfo.environment[name] { variables[name] = value }
        }
    }

    /// The versions of cairo, pixman and FreeType this process runs with.
    package static var libraryVersions: [String: String] {
        var freetype = "unknown"
        if let library = FontLibrary.shared.library {
            var (major, minor, patch): (FT_Int, FT_Int, FT_Int) = (0, 0, 0)
            FT_Library_Version(library, &major, &minor, &patch)
            freetype = "\(major).\(minor).\(patch)"
        }
        return [
            "cairo": String(cString: cairo_version_string()),
            "pixman": String(cString: pixman_version_string()),
            "freetype": freetype,
        ]
    }
}
