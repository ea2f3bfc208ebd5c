import CCairo

/// DejaVu Sans and DejaVu Sans Bold, loaded once by file path through FreeType (never through
/// fontconfig), with the font options that keep glyphs from jittering between frames.
///
/// Loaded once per process, then only read: Cairo's font faces are reference counted and
/// cairo-ft locks the FreeType face around each use, so every thread can share them.
final class FontLibrary: @unchecked Sendable {
    static let shared = FontLibrary()

    static let regularPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let boldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    private var library: FT_Library?
    /// nil when the font file is missing; text then draws nothing rather than a fallback font.
    let regular: OpaquePointer?
    let bold: OpaquePointer?
    private let options: OpaquePointer

    private init() {
        var lib: FT_Library?
        let ok = FT_Init_FreeType(&lib) == 0
        library = ok ? lib : nil
        regular = FontLibrary.loadFace(library, path: FontLibrary.regularPath)
        bold = FontLibrary.loadFace(library, path: FontLibrary.boldPath)
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

    func face(bold isBold: Bool) -> OpaquePointer? { isBold ? bold : regular }

    /// Sets the pinned hinting and antialiasing on a context.
    func configure(_ cr: OpaquePointer) {
        cairo_set_font_options(cr, options)
    }
}
