import CCairo
import CoreText
import QuartzCore
import Foundation

/// The libraries and fonts that decide what the renderer draws, for the golden manifest.
public enum RendererEnvironment {
    /// The files text is drawn with, embedded in the package: each file's name and bytes, the
    /// system face's weights and then the fallback faces.
    public static var fonts: [(name: String, bytes: UnsafeRawBufferPointer)] {
        zip(SystemFont.fileNames, SystemFont.faces.map(\.bytes)).map { ($0, $1) } + FallbackFont.files
    }

    /// The versions of cairo, pixman and FreeType this process runs with.
    public static var libraryVersions: [String: String] {
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
