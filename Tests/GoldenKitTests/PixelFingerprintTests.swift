import GoldenKit
import Pixels
import Testing

/// The fingerprint is stored in every manifest, so its value for given bytes may never change:
/// these vectors pin it, on any CPU, byte order and compiler.
@Suite("Pixel fingerprint")
struct PixelFingerprintTests {
    /// Bytes that are neither flat nor periodic within a 1 KiB block.
    static func pattern(count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ ($0 >> 10)) }
    }

    @Test("known values, for lengths below, at and past one block", arguments: [
        (0, "14415ada45540b1303fbb213de7e0c78119d3794e4e77cd10ff81546e857c359"),
        (3, "0c3a601ad58ddbb50fc814a173b27a0c09a6cba4ff09aa3f0b1a41327b96bf9b"),
        (1024, "045d45302f81bfe812a879077acce6c614c7a9687a913b9f1f530edbbce3bc3e"),
        (750 * 1334 * 4, "13694c00163e444d076e3335aba3dc25184cf7515e3fa8870b6eea1953e7cc5c"),
    ])
    func knownValues(count: Int, fingerprint: String) {
        #expect(PixelFingerprint.hex(of: Self.pattern(count: count)) == fingerprint)
    }

    @Test("any one changed bit changes the fingerprint, wherever it is")
    func everyBitCounts() {
        let bytes = Self.pattern(count: 3 * 1024 + 17)
        let original = PixelFingerprint.hex(of: bytes)
        var seen: Set<String> = [original]
        // Every bit of the first and last words of a block, of the tail, and a stride through the rest.
        let offsets = Array(0..<8) + Array(1020..<1032) + Array((bytes.count - 17)..<bytes.count) + Array(stride(from: 8, to: bytes.count, by: 61))
        for offset in Set(offsets).sorted() {
            for bit in 0..<8 {
                var changed = bytes
                changed[offset] ^= 1 << bit
                seen.insert(PixelFingerprint.hex(of: changed))
            }
        }
        #expect(seen.count == Set(offsets).count * 8 + 1)
    }

    @Test("trailing zeros and swapped words change it")
    func lengthAndOrder() {
        let bytes = Self.pattern(count: 2048)
        #expect(PixelFingerprint.hex(of: bytes) != PixelFingerprint.hex(of: bytes + [0]))
        #expect(PixelFingerprint.hex(of: [UInt8](repeating: 0, count: 1024)) != PixelFingerprint.hex(of: [UInt8](repeating: 0, count: 2048)))
        var swapped = bytes
        swapped.swapAt(0, 4); swapped.swapAt(1, 5); swapped.swapAt(2, 6); swapped.swapAt(3, 7)
        #expect(PixelFingerprint.hex(of: swapped) != PixelFingerprint.hex(of: bytes))
        // Every block meets the same key, so the order of blocks is the polynomial's to keep.
        let blocks = Array(bytes[1024...]) + Array(bytes[..<1024])
        #expect(PixelFingerprint.hex(of: blocks) != PixelFingerprint.hex(of: bytes))
    }

    @Test("a bitmap's fingerprint is of its premultiplied RGBA bytes")
    func bitmap() {
        var bitmap = Bitmap(width: 4, height: 4, fill: .white)
        #expect(bitmap.pixelFingerprint == PixelFingerprint.hex(of: bitmap.pixels))
        let before = bitmap.pixelFingerprint
        bitmap[3, 3] = .black
        #expect(bitmap.pixelFingerprint != before)
        #expect(before.count == 64)
    }
}
