import CTurboJPEG
import Foundation
import PNGCodec
import Pixels
import QuartzCore

/// Turns the bytes of an image file into pixels, as ImageIO does for `UIImage(data:)`: PNG
/// through libpng, JPEG through libjpeg-turbo, each refusing damaged or oversized files rather
/// than crashing. Both decoders give the same pixels on every machine for the same library
/// versions; JPEG uses the accurate integer transform, whose output libjpeg-turbo keeps the same
/// with and without its SIMD code.
enum ImageDecoding {
    /// The pixels of `data`, or nil when it is not a PNG or JPEG that can be read.
    static func image(from data: Data, scale: CGFloat) -> CGImage? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            guard let bitmap = try? PNG.decode(data, source: "UIImage(data:)") else { return nil }
            return CGImage(width: bitmap.width, height: bitmap.height, rgba: bitmap.pixels, scale: scale)
        }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return jpeg(data, scale: scale) }
        return nil
    }

    /// A baseline or progressive JPEG as opaque RGBA.
    private static func jpeg(_ data: Data, scale: CGFloat) -> CGImage? {
        guard let decoder = tjInitDecompress() else { return nil }
        defer { tjDestroy(decoder) }
        return data.withUnsafeBytes { bytes -> CGImage? in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var (width, height, subsampling, colorspace): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
            guard tjDecompressHeader3(decoder, base, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0,
                  width > 0, height > 0, Int(width) * Int(height) <= PNG.maximumPixels else { return nil }
            var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
            let status = pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(decoder, base, UInt(bytes.count), target.baseAddress, width, width * 4, height,
                              Int32(TJPF_RGBA.rawValue), TJFLAG_ACCURATEDCT)
            }
            guard status == 0 else { return nil }
            return CGImage(width: Int(width), height: Int(height), rgba: pixels, scale: scale)
        }
    }
}
