import CSHA256
import Pixels
/// SHA-256 (FIPS 180-4), so the golden manifest can fingerprint decoded pixels without an
/// outside package.
///
///     SHA256.hex(of: Array("abc".utf8))  // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
package enum SHA256 {
    /// The digest of `bytes` as 64 lowercase hex digits.
    package static func hex(of bytes: [UInt8]) -> String { hexDigits(digest(of: bytes)) }

    /// `digest` as lowercase hex, two digits a byte.
    static func hexDigits(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xf)]] }, as: UTF8.self)
    }

    /// The 32-byte digest of `bytes`. The block function is C (CSHA256), so hashing stays fast
    /// in a dependent package's debug build.
    package static func digest(of bytes: [UInt8]) -> [UInt8] {
        var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        // Padding: 0x80, zeros, then the message length in bits, big-endian, to a 64-byte boundary.
        let wholeBlocks = bytes.count / 64 * 64
        var tail = Array(bytes[wholeBlocks...]) + [0x80]
        tail += [UInt8](repeating: 0, count: (120 - tail.count % 64) % 64)
        tail += (0..<8).reversed().map { UInt8(truncatingIfNeeded: (UInt64(bytes.count) * 8) >> ($0 * 8)) }
        state.withUnsafeMutableBufferPointer { state in
            bytes.withUnsafeBufferPointer { csha256_compress(state.baseAddress, $0.baseAddress, wholeBlocks / 64) }
            tail.withUnsafeBufferPointer { csha256_compress(state.baseAddress, $0.baseAddress, tail.count / 64) }
        }
        return state.flatMap { word in (0..<4).reversed().map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }
    }
}

extension Bitmap {
    /// SHA-256 of `pixels` (premultiplied RGBA, row-major) as lowercase hex; the golden
    /// manifest's fingerprint of what a PNG decodes to, independent of how it was compressed.
    package var pixelDigest: String { SHA256.hex(of: pixels) }
}
