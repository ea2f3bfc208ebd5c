import CCairo
import CoreText
import Foundation
import GoldenKit
import Testing

/// The embedded faces are the Inter 4.0 files the goldens were recorded with, and the tables
/// read from them agree with FreeType's reading of the same bytes.
@Suite struct SystemFontTests {

    @Test func theEmbeddedFilesAreTheRecordedOnes() {
        #expect(SystemFont.fileNames.sorted() == SystemFont.fileDigests.keys.sorted())
        for (name, face) in zip(SystemFont.fileNames, SystemFont.faces) {
            #expect(SHA256.hex(of: [UInt8](face.bytes)) == SystemFont.fileDigests[name], "\(name)")
        }
    }

    @Test func metricsAreInter4s() {
        let regular = SystemFont.face(weight: 0)
        #expect(regular.unitsPerEm == 2816)
        // Close to SF Pro's: ascent 0.969 em, descent 0.241 em, cap height 0.727 em, x-height 0.545 em.
        #expect(regular.ascender == 2728 && regular.descender == -680 && regular.lineGap == 0)
        #expect(regular.capHeight == 2048 && regular.xHeight == 1536)
    }

    @Test func eachWeightIsItsOwnFace() {
        let widths = SystemFont.faces.map { Typesetter(face: $0, size: 17).width(of: "Settings") }
        #expect(widths == widths.sorted(), "heavier weights set wider")
        #expect(Set(widths).count == widths.count)
        #expect(SystemFont.face(weight: 0.4) === SystemFont.faces[6], "bold is the seventh face")
    }

    /// Every scalar of Latin, punctuation and a few symbols, and some the face lacks, map to the
    /// glyph FreeType picks, and every glyph advances as FreeType's unhinted advance says.
    @Test(arguments: 0..<9)
    func glyphsAndAdvancesAgreeWithFreeType(index: Int) throws {
        let face = SystemFont.faces[index]
        var library: FT_Library?
        try #require(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var ftFace: FT_Face?
        try #require(FT_New_Memory_Face(library, face.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                        FT_Long(face.bytes.count), 0, &ftFace) == 0)
        defer { FT_Done_Face(ftFace) }
        let ranges: [ClosedRange<UInt32>] = [0x20...0x17F, 0x2010...0x2044, 0x20AC...0x20AC, 0x2190...0x2193, 0x1F600...0x1F602, 0x4E00...0x4E02]
        for scalar in ranges.flatMap({ $0 }).compactMap(Unicode.Scalar.init) {
            let glyph = face.glyph(for: scalar)
            #expect(FT_UInt(glyph) == FT_Get_Char_Index(ftFace, FT_ULong(scalar.value)), "U+\(String(scalar.value, radix: 16))")
            try #require(FT_Load_Glyph(ftFace, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_SCALE)) == 0)
            let advance = ftFace!.pointee.glyph.pointee.advance.x   // font units when unscaled
            #expect(face.advance(ofGlyph: glyph) == Double(advance), "U+\(String(scalar.value, radix: 16))")
        }
        #expect(face.glyph(for: "\u{1F600}") == 0, "Inter has no emoji: .notdef")
    }
}
