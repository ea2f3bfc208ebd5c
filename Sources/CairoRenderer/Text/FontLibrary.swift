import CCairo
import CoreText
import QuartzCore

/// The system face in each standard `UIFont.Weight` as Cairo font faces, made by FreeType from
/// the embedded Inter files (`SystemFont`), never looked up through fontconfig, with the font
/// options that keep glyphs from jittering between frames.
///
/// Loaded once per process, then only read: Cairo's font faces are reference counted and
/// cairo-ft locks the FreeType face around each use, so every thread can share them.
final class FontLibrary: @unchecked Sendable {
    static let shared = FontLibrary()

    private var library: FT_Library?
    /// A face is missing only if FreeType cannot read the embedded bytes; its text then draws
    /// nothing rather than a fallback.
    private let faces: [OpaquePointer?]
    private let options: OpaquePointer

    private init() {
        var lib: FT_Library?
        let ok = FT_Init_FreeType(&lib) == 0
        library = ok ? lib : nil
        faces = SystemFont.faces.map { [library] in FontLibrary.loadFace(library, bytes: $0.bytes) }
        options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    }

    // The process keeps the library for its whole life, so there is no deinit to write:
    // the faces are referenced by Cairo's own caches until exit.

    private static func loadFace(_ library: FT_Library?, bytes: UnsafeRawBufferPointer) -> OpaquePointer? {
        guard let library, let start = bytes.baseAddress else { return nil }
        var face: FT_Face?
        guard FT_New_Memory_Face(library, start.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), 0, &face) == 0,
              let face else { return nil }
        let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0)
        guard cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else { return nil }
        return cairoFace
    }

    /// The Cairo face of the standard weight nearest `weight` (on `UIFont.Weight`'s scale).
    func face(_ weight: Double) -> OpaquePointer? { faces[CGFont.standardIndex(nearest: weight)] }

    /// Sets the pinned hinting and antialiasing on a context.
    func configure(_ cr: OpaquePointer) {
        cairo_set_font_options(cr, options)
    }
}
