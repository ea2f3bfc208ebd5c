import Foundation

/// A face's ligature substitutions (OpenType `GSUB` lookups of type 4, also when wrapped in
/// extension lookups of type 7), read once: how Noto Color Emoji, like Apple Color Emoji, draws a
/// family joined by zero-width joiners, a flag from two regional indicators, a skin tone or a
/// keycap as one picture. Lookups apply in the table's order; within a lookup the first listed
/// ligature that matches wins, as the format says they are ordered by preference.
package struct LigatureTable: Sendable {
    /// One lookup: for each first glyph, the ligatures that start with it.
    private typealias Lookup = [UInt16: [(rest: [UInt16], ligature: UInt16)]]
    private let lookups: [Lookup]

    init(_ data: OpenTypeData) {
        guard let gsub = data.table("GSUB") else { lookups = []; return }
        let list = gsub + Int(data.uint16(gsub + 8))
        var lookups: [Lookup] = []
        for index in 0..<Int(data.uint16(list)) {
            let lookup = list + Int(data.uint16(list + 2 + 2 * index))
            var type = data.uint16(lookup)
            var table: Lookup = [:]
            for sub in 0..<Int(data.uint16(lookup + 4)) {
                var subtable = lookup + Int(data.uint16(lookup + 6 + 2 * sub))
                if type == 7 {  // An extension: the real type, and a 32-bit offset to the subtable.
                    type = data.uint16(subtable + 2)
                    subtable += Int(data.uint32(subtable + 4))
                }
                guard type == 4, data.uint16(subtable) == 1 else { continue }
                let firsts = LigatureTable.coverage(data, at: subtable + Int(data.uint16(subtable + 2)))
                for (set, first) in firsts.enumerated() where set < Int(data.uint16(subtable + 4)) {
                    let ligatureSet = subtable + Int(data.uint16(subtable + 6 + 2 * set))
                    for entry in 0..<Int(data.uint16(ligatureSet)) {
                        let ligature = ligatureSet + Int(data.uint16(ligatureSet + 2 + 2 * entry))
                        let components = max(1, Int(data.uint16(ligature + 2)))
                        let rest = (1..<components).map { data.uint16(ligature + 2 + 2 * $0) }
                        table[first, default: []].append((rest, data.uint16(ligature)))
                    }
                }
            }
            if !table.isEmpty { lookups.append(table) }
        }
        self.lookups = lookups
    }

    /// The glyphs a coverage table lists, in coverage order (format 1: a list; 2: ranges).
    private static func coverage(_ data: OpenTypeData, at offset: Int) -> [UInt16] {
        let count = Int(data.uint16(offset + 2))
        switch data.uint16(offset) {
        case 1:
            return (0..<count).map { data.uint16(offset + 4 + 2 * $0) }
        case 2:
            return (0..<count).flatMap { range -> [UInt16] in
                let record = offset + 4 + 6 * range
                let (start, end) = (data.uint16(record), data.uint16(record + 2))
                return start <= end ? Array(start...end) : []
            }
        default:
            return []
        }
    }

    /// `glyphs` with every ligature substituted, lookup by lookup.
    package func apply(to glyphs: [UInt16]) -> [UInt16] {
        var glyphs = glyphs
        for lookup in lookups {
            var index = 0
            var result: [UInt16] = []
            while index < glyphs.count {
                let match = lookup[glyphs[index]]?.first { candidate in
                    index + candidate.rest.count < glyphs.count
                        && candidate.rest.indices.allSatisfy { glyphs[index + 1 + $0] == candidate.rest[$0] }
                }
                if let match {
                    result.append(match.ligature)
                    index += 1 + match.rest.count
                } else {
                    result.append(glyphs[index])
                    index += 1
                }
            }
            glyphs = result
        }
        return glyphs
    }
}

extension FontFace {
    /// The face's ligature substitutions, read from its `GSUB` table.
    package func ligatureTable() -> LigatureTable { LigatureTable(data) }
}
