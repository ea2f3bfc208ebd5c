import CCairo
import CPNG
import Foundation
import GoldenKit

/// The libraries and font that decide what a frame looks like. The manifest records them so
/// a golden that changes with a library upgrade can be told from one that changed with code.
public enum RenderingEnvironment {
    /// The font every TextLayer is drawn with, loaded by path, never through fontconfig.
    public static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// Library versions and the font's SHA-256, keyed by name.
    public static func fingerprint() -> [String: String] {
        var library: FT_Library?
        var freetype = "unknown"
        if FT_Init_FreeType(&library) == 0, let library {
            var (major, minor, patch): (FT_Int, FT_Int, FT_Int) = (0, 0, 0)
            FT_Library_Version(library, &major, &minor, &patch)
            freetype = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        let font = (try? Data(contentsOf: URL(fileURLWithPath: fontPath))).map { SHA256.hex(of: [UInt8]($0)) } ?? "missing"
        return [
            "cairo": String(cString: cairo_version_string()),
            "pixman": String(cString: pixman_version_string()),
            "freetype": freetype,
            "libpng": PNG.libpngVersion,
            "font": "DejaVuSans.ttf sha256:\(font)",
        ]
    }
}
