import CPixelHash
import Pixels

/// The fingerprint a check compares every rendered frame by: UMAC's NH hash (RFC 4418) in four
/// lanes, 256 bits, several times faster than SHA-256 over the megabytes of a frame. It is not
/// cryptographic, and need not be: rendered pixels are not chosen to collide, and two different
/// frames share a fingerprint with probability about 2^-128.
///
///     PixelFingerprint.hex(of: bitmap.pixels)  // 64 lowercase hex digits
package enum PixelFingerprint {
    package static func hex(of bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        bytes.withUnsafeBufferPointer { bytes in
            digest.withUnsafeMutableBufferPointer { cpixelhash(bytes.baseAddress, bytes.count, $0.baseAddress) }
        }
        return SHA256.hexDigits(digest)
    }
}

extension Bitmap {
    /// `PixelFingerprint` of `pixels` (premultiplied RGBA, row-major): what a check compares a
    /// rendered frame with before it would decode the golden.
    package var pixelFingerprint: String { PixelFingerprint.hex(of: pixels) }
}
