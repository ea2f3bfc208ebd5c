import Foundation

/// An OpenType `cmap`: which glyph draws each Unicode scalar, read from the Unicode subtable a
/// text engine picks (format 12, full repertoire, before format 4, the Basic Multilingual Plane),
/// as FreeType's `FT_Get_Char_Index` reads it. Scalars the font lacks map to glyph 0, `.notdef`.
struct CharacterMap {
    private let data: OpenTypeData
    private let subtable: Int?
    private let format: UInt16
    /// The glyphs of the 128 ASCII scalars, looked up once: most text is ASCII, and a table
    /// lookup per character showed in a check's profile.
    private var ascii: [UInt16] = []

    init(_ data: OpenTypeData) {
        self.data = data
        var best: (rank: Int, offset: Int)?
        if let cmap = data.table("cmap") {
            for index in 0..<Int(data.uint16(cmap + 2)) {
                let record = cmap + 4 + 8 * index
                let (platform, encoding) = (data.uint16(record), data.uint16(record + 2))
                let offset = cmap + Int(data.uint32(record + 4))
                let rank: Int? = switch (platform, encoding) {
                case (3, 10), (0, 4), (0, 6): 2   // full Unicode
                case (3, 1), (0, 3), (0, 0), (0, 1), (0, 2): 1   // the BMP
                default: nil
                }
                guard let rank, [4, 12].contains(data.uint16(offset)) else { continue }
                if best.map({ rank > $0.rank }) ?? true { best = (rank, offset) }
            }
        }
        subtable = best?.offset
        format = best.map { data.uint16($0.offset) } ?? 0
        ascii = (0..<128).map { lookUp(UInt32($0)) }
    }

    func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        scalar.value < 128 ? ascii[Int(scalar.value)] : lookUp(scalar.value)
    }

    private func lookUp(_ code: UInt32) -> UInt16 {
        guard let subtable else { return 0 }
        switch format {
        case 12: return segmentedCoverage(subtable, code)
        case 4: return code > 0xFFFF ? 0 : segmentMapping(subtable, UInt16(code))
        default: return 0
        }
    }

    /// Format 12: groups of consecutive scalars mapped to consecutive glyphs, sorted.
    private func segmentedCoverage(_ table: Int, _ code: UInt32) -> UInt16 {
        var (low, high) = (0, Int(data.uint32(table + 12)) - 1)
        while low <= high {
            let middle = (low + high) / 2
            let group = table + 16 + 12 * middle
            if code < data.uint32(group) { high = middle - 1 }
            else if code > data.uint32(group + 4) { low = middle + 1 }
            else { return UInt16(truncatingIfNeeded: data.uint32(group + 8) + code - data.uint32(group)) }
        }
        return 0
    }

    /// Format 4: segments of the BMP, each with a delta or an offset into a glyph array.
    private func segmentMapping(_ table: Int, _ code: UInt16) -> UInt16 {
        let segments = Int(data.uint16(table + 6)) / 2
        let ends = table + 14, starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments, rangeOffsets = deltas + 2 * segments
        for segment in 0..<segments where code <= data.uint16(ends + 2 * segment) {
            let start = data.uint16(starts + 2 * segment)
            guard code >= start else { return 0 }
            let delta = data.uint16(deltas + 2 * segment)
            let rangeOffset = Int(data.uint16(rangeOffsets + 2 * segment))
            if rangeOffset == 0 { return code &+ delta }
            let glyph = data.uint16(rangeOffsets + 2 * segment + rangeOffset + 2 * Int(code - start))
            return glyph == 0 ? 0 : glyph &+ delta
        }
        return 0
    }
}
