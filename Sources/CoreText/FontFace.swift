import Foundation

/// One OpenType face read straight from its file's bytes: the metrics and advances text is set
/// with, in font units, and the glyph each character draws. Reading them here, rather than
/// asking a text library, keeps layout the same whichever Cairo or FreeType release draws it.
///
///     let face = SystemFont.face(weight: 0)
///     face.advance(ofGlyph: face.glyph(for: "A")) / face.unitsPerEm   // 0.722 em
package final class FontFace: @unchecked Sendable {
    // Unchecked: the bytes are the process's embedded, never-written font data, and everything
    // else is set once in init.
    let data: OpenTypeData
    private let characterMap: CharacterMap
    private let horizontalMetrics: Int
    private let advanceCount: Int

    /// The file's bytes, for a rasterizer to load the same face from.
    package var bytes: UnsafeRawBufferPointer { data.bytes }
    /// Which face of a collection (`.ttc`) this is, for a rasterizer to load the same one; 0 in
    /// a single-face file.
    package let index: Int
    /// Font units per em (`head.unitsPerEm`).
    package let unitsPerEm: Double
    /// The typographic extent above the baseline (`hhea.ascender`), in font units.
    package let ascender: Double
    /// The extent below the baseline (`hhea.descender`), negative, in font units.
    package let descender: Double
    /// The extra gap between lines (`hhea.lineGap`), in font units.
    package let lineGap: Double
    /// The height of flat capitals (`OS/2.sCapHeight`), in font units.
    package let capHeight: Double
    /// The height of flat lower-case letters (`OS/2.sxHeight`), in font units.
    package let xHeight: Double
    /// The weight class (`OS/2.usWeightClass`): 400 regular, 700 bold.
    package let weightClass: Int

    /// Face `index` of the file in `bytes`, which must outlive it: an OpenType file (index 0) or
    /// a collection of them (`ttcf`); nil when the bytes are neither or the collection has no
    /// such face.
    package init?(bytes: UnsafeRawBufferPointer, index: Int = 0) {
        var data = OpenTypeData(bytes: bytes)
        if data.uint32(0) == 0x7474_6366 {  // "ttcf": a header, then each face's directory offset
            guard index >= 0, index < Int(data.uint32(8)) else { return nil }
            data.directory = Int(data.uint32(12 + 4 * index))
        } else if index != 0 {
            return nil
        }
        self.data = data
        self.index = index
        let version = data.uint32(data.directory)
        guard version == 0x4F54_544F || version == 0x0001_0000,  // "OTTO" (CFF) or TrueType outlines
              let head = data.table("head"), let hhea = data.table("hhea"), let hmtx = data.table("hmtx") else { return nil }
        unitsPerEm = Double(max(data.uint16(head + 18), 1))
        ascender = Double(data.int16(hhea + 4))
        descender = Double(data.int16(hhea + 6))
        lineGap = Double(data.int16(hhea + 8))
        advanceCount = Int(data.uint16(hhea + 34))
        horizontalMetrics = hmtx
        let os2 = data.table("OS/2")
        capHeight = os2.map { Double(data.int16($0 + 88)) } ?? 0
        xHeight = os2.map { Double(data.int16($0 + 86)) } ?? 0
        weightClass = os2.map { Int(data.uint16($0 + 4)) } ?? 400
        characterMap = CharacterMap(data)
    }

    /// The glyph that draws `scalar`; 0 (`.notdef`) when the face has none.
    package func glyph(for scalar: Unicode.Scalar) -> UInt16 { characterMap.glyph(for: scalar) }

    /// How far `glyph` moves the pen (`hmtx`), in font units; glyphs past the table's last
    /// entry share its advance, as the format says.
    package func advance(ofGlyph glyph: UInt16) -> Double {
        guard advanceCount > 0 else { return 0 }
        let entry = min(Int(glyph), advanceCount - 1)
        return Double(data.uint16(horizontalMetrics + 4 * entry))
    }
}

extension FontFace: Equatable {
    /// Faces are the same when they are the same object: each embedded face is made once.
    package static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
}
