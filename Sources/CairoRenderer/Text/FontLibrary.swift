import CCairo
import CoreText
import Foundation
import QuartzCore
import Synchronization

/// Cairo font faces for the embedded faces (`SystemFont`, `FallbackFont`), made by FreeType
/// from their bytes, never looked up through fontconfig, with the font options that keep glyphs
/// from jittering between frames.
///
/// The FreeType library is built here module by module rather than by `FT_Init_FreeType`,
/// which also applies the `FREETYPE_PROPERTIES` environment variable: a user's
/// `cff:no-stem-darkening=0` would otherwise embolden every glyph. The one property the
/// goldens depend on is then set explicitly, so neither the environment nor another FreeType
/// build's default can move a pixel.
///
/// Faces are loaded once per process, when first drawn, then only read: Cairo's font faces are
/// reference counted and cairo-ft locks the FreeType face around each use, so every thread can
/// share them.
final class FontLibrary: @unchecked Sendable {
    // Unchecked: `library` and `options` are set once in init; `faces` is behind its mutex.
    static let shared = FontLibrary()

    /// Nil only if FreeType cannot start; text then draws nothing rather than a fallback.
    let library: FT_Library?
    private let faces = Mutex<[ObjectIdentifier: OpaquePointer?]>([:])
    private let options: OpaquePointer

    private init() {
        library = Self.makeLibrary()
        options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    }

    // The process keeps the library for its whole life, so there is no deinit to write:
    // the faces are referenced by Cairo's own caches until exit.

    /// FreeType's library with its default modules and properties, reading no environment.
    private static func makeLibrary() -> FT_Library? {
        var library: FT_Library?
        guard FT_New_Library(makeMemory(), &library) == 0, let library else { return nil }
        FT_Add_Default_Modules(library)
        // CFF (Inter, Noto Sans CJK) draws without stem darkening, FreeType's default since 2.8.
        var noStemDarkening: FT_Bool = 1
        FT_Property_Set(library, "cff", "no-stem-darkening", &noStemDarkening)
        return library
    }

    /// The C allocator, as `FT_Init_FreeType` uses it; FreeType zeroes what it needs zeroed.
    /// Made once, for the one library, which lives as long as the process.
    private static func makeMemory() -> FT_Memory {
        let memory = UnsafeMutablePointer<FT_MemoryRec_>.allocate(capacity: 1)
        memory.initialize(to: FT_MemoryRec_(
            user: nil,
            alloc: { _, size in malloc(Int(size)) },
            free: { _, block in free(block) },
            realloc: { _, _, size, block in realloc(block, Int(size)) }))
        return memory
    }

    /// The Cairo face that draws `face`; nil if FreeType cannot read it.
    func cairoFace(_ face: FontFace) -> OpaquePointer? {
        faces.withLock { faces in
            if let loaded = faces[ObjectIdentifier(face)] { return loaded }
            let loaded = load(face)
            faces[ObjectIdentifier(face)] = loaded
            return loaded
        }
    }

    private func load(_ face: FontFace) -> OpaquePointer? {
        guard let library, let start = face.bytes.baseAddress else { return nil }
        var ftFace: FT_Face?
        guard FT_New_Memory_Face(library, start.assumingMemoryBound(to: FT_Byte.self), FT_Long(face.bytes.count),
                                 FT_Long(face.index), &ftFace) == 0, let ftFace else { return nil }
        // Colour (CBDT) glyphs load as bitmaps only when asked for; Cairo then paints them as
        // they are, not as a mask of the text colour.
        let isColor = ftFace.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, isColor ? Int32(FT_LOAD_COLOR) : 0)
        guard cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else { return nil }
        return cairoFace
    }

    /// Sets the pinned hinting and antialiasing on a context.
    func configure(_ cr: OpaquePointer) {
        cairo_set_font_options(cr, options)
    }
}
