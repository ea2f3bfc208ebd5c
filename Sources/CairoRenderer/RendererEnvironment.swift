import CCairo
import QuartzCore
import Foundation

/// The libraries and font files that decide what the renderer draws, for the golden manifest
/// and for a clear error when a font is missing.
public enum RendererEnvironment {
    /// The fonts text is drawn with, loaded by path, never through fontconfig.
    public static let fontFiles = FontLibrary.paths

    /// Font files that are not on this machine; text drawn without them would be blank.
    public static var missingFonts: [String] {
        fontFiles.filter { !FileManager.default.isReadableFile(atPath: $0) }
    }

    /// The versions of cairo, pixman and FreeType this process runs with.
    public static var libraryVersions: [String: String] {
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
