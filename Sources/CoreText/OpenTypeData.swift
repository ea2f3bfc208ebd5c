import Foundation

/// Big-endian reads from an OpenType file's bytes, as the format stores every number. A read
/// past the end gives 0, so a damaged table yields a blank glyph or a zero advance, never a
/// trap.
struct OpenTypeData {
    let bytes: UnsafeRawBufferPointer
    /// Where the face's table directory starts: 0 in a single-face file, the offset a
    /// collection's (`ttcf`) header gives for the chosen face in a `.ttc`. Table offsets are
    /// from the start of the file in both.
    var directory = 0

    func uint16(_ offset: Int) -> UInt16 {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func int16(_ offset: Int) -> Int16 { Int16(bitPattern: uint16(offset)) }

    func uint32(_ offset: Int) -> UInt32 {
        UInt32(uint16(offset)) << 16 | UInt32(uint16(offset + 2))
    }

    /// The offset of the table tagged `tag` ("head", "cmap"…) from the table directory, or nil.
    func table(_ tag: String) -> Int? {
        let wanted = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let count = Int(uint16(directory + 4))
        for index in 0..<count {
            let record = directory + 12 + 16 * index
            if uint32(record) == wanted { return Int(uint32(record + 8)) }
        }
        return nil
    }
}
