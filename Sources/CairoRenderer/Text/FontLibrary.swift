import CCairo
import QuartzCore

/// The system face in each standard `UIFont.Weight`, loaded once by file path through FreeType (never
/// through fontconfig), with the font options that keep glyphs from jittering between frames.
///
/// The face is Inter (Debian's fonts-inter, SIL Open Font License 1.1): a free neo-grotesque
/// close to SF Pro in shape and metrics (ascent 0.969 em against 0.952,
/// descent 0.241 em against 0.241, cap height 0.727 em against 0.705), so text takes about the
/// room it takes on iOS; DejaVu Sans, the face before it, is much wider.
///
/// Loaded once per process, then only read: Cairo's font faces are reference counted and
/// cairo-ft locks the FreeType face around each use, so every thread can share them.
final class FontLibrary: @unchecked Sendable {
    static let shared = FontLibrary()

    static let directory = "/usr/share/fonts/opentype/inter/"

    /// The file of each standard weight (`CGFont.standardWeights`): Inter's nine weights, 100 to
    /// 900, in UIKit's order.
    static let paths: [String] = [
        "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
    ].map { directory + "Inter-\($0).otf" }

    private var library: FT_Library?
    /// A weight is missing when its file is; text in it then draws nothing rather than a fallback.
    private let faces: [OpaquePointer?]
    private let options: OpaquePointer

    private init() {
        var lib: FT_Library?
        let ok = FT_Init_FreeType(&lib) == 0
        library = ok ? lib : nil
        faces = FontLibrary.paths.map { [library] in FontLibrary.loadFace(library, path: $0) }
        options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    }

    // The process keeps the library for its whole life, so there is no deinit to write:
    // the faces are referenced by Cairo's own caches until exit.

    private static func loadFace(_ library: FT_Library?, path: String) -> OpaquePointer? {
        guard let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0)
        guard cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else { return nil }
        return cairoFace
    }

    /// The face of the standard weight nearest `weight` (on `UIFont.Weight`'s scale).
    func face(_ weight: Double) -> OpaquePointer? { faces[CGFont.standardIndex(nearest: weight)] }

    /// Sets the pinned hinting and antialiasing on a context.
    func configure(_ cr: OpaquePointer) {
        cairo_set_font_options(cr, options)
    }
}
