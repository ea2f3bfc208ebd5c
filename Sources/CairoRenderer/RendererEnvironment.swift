import CCairo
import CoreText
import QuartzCore
import Foundation

/// The libraries and fonts that decide what the renderer draws, for the golden manifest.
package enum RendererEnvironment {
    /// The faces text is drawn with, embedded in the package: each file's name and bytes.
    package static var fonts: [(name: String, bytes: UnsafeRawBufferPointer)] {
        zip(SystemFont.fileNames, SystemFont.faces.map(\.bytes)).map { ($0, $1) }
    }

    /// The versions of cairo, pixman and FreeType this process runs with.
    package static var libraryVersions: [String: String] {
        var freetype = "unknown"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var (major, minor, patch): (FT_Int, FT_Int, FT_Int) = (0, 0, 0)
            FT_Library_Version(library, &major, &minor, &patch)
            freetype = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        return [
            "cairo": String(cString: cairo_version_string()),
            "pixman": String(cString: pixman_version_string()),
            "freetype": freetype,
        ]
    }
}
