import CCairo
import CoreText
import Foundation
import GoldenKit
import Testing

/// The embedded faces are the Inter 4.0 files the goldens were recorded with, and the tables
/// read from them agree with FreeType's reading of the same bytes.
@Suite struct SystemFontTests {
    /// SHA-256 of each embedded file, lightest first: Debian's fonts-inter 4.0~beta7+ds-1.
    static let digests = [
        "Inter-Thin.otf": "4d9bb6a256c5a9a4f3c7a7f5f27eb0f7e849a1ceee20638d44c9073b41a0b015",
        "Inter-ExtraLight.otf": "a0f33dfec7784ebf09b19d4ea50ffa49e2595f880082351124aacf9ebfa48442",
        "Inter-Light.otf": "e66f130fbadda71e297a9a78025e2f05e8d225ae9dfcea9f51f6570b68fdd905",
        "Inter-Regular.otf": "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc",
        "Inter-Medium.otf": "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4",
        "Inter-SemiBold.otf": "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457",
        "Inter-Bold.otf": "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1",
        "Inter-ExtraBold.otf": "158144ef2ad48baf0e45907951a00a1d3264f85c742ccfbc087e90d3d9288cfa",
        "Inter-Black.otf": "d108d003dd5e5a692a586e25aec09f5643f8078613e53d6d5e7ae45e1adf2fb4",
    ]

    @Test func theEmbeddedFilesAreTheRecordedOnes() {
        for (name, face) in zip(SystemFont.fileNames, SystemFont.faces) {
            #expect(SHA256.hex(of: [UInt8](face.bytes)) == Self.digests[name], "\(name)")
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
