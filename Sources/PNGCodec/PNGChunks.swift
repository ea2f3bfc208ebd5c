import Foundation

/// One chunk of a PNG stream: a four-letter type and its data (length and CRC are implied).
struct PNGChunk: Equatable {
    let type: String
    let data: [UInt8]

    /// The chunk as it stands in a file: length, type, data, CRC-32 of type and data.
    var encoded: [UInt8] {
        let typeBytes = Array(type.utf8)
        var out = [UInt8]()
        out.reserveCapacity(data.count + 12)
        out.appendBigEndian(UInt32(data.count))
        out += typeBytes
        out += data
        out.appendBigEndian(CRC32.checksum(typeBytes + data))
        return out
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Splits a PNG file into its chunks; the file comes from our own encoder, so a malformed
    /// one is a programming error.
    static func split(_ png: Data) -> [PNGChunk] {
        let bytes = [UInt8](png)
        precondition(bytes.starts(with: signature), "PNGChunk.split needs a PNG stream")
        var chunks: [PNGChunk] = []
        var i = signature.count
        while i + 12 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            chunks.append(PNGChunk(type: type, data: Array(bytes[(i + 8)..<(i + 8 + length)])))
            i += 12 + length
        }
        return chunks
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24)); append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF)); append(UInt8(value & 0xFF))
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(UInt8(value >> 8)); append(UInt8(value & 0xFF))
    }
}

/// The CRC-32 of ISO 3309 that PNG chunks carry.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
