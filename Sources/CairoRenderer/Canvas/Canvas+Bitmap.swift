import CPixels
import Pixels

extension Canvas {
    /// A canvas at the origin holding premultiplied RGBA bytes (an `CGImage`'s pixels or a
    /// `Bitmap`); nil for an empty image or a byte count that does not match the size.
    convenience init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width <= 32767, height <= 32767, rgba.count == width * height * 4 else { return nil }
        self.init(rect: PixelRect(x: 0, y: 0, width: width, height: height))
        withPixels { pixels, stride in
            rgba.withUnsafeBufferPointer { cpx_rgba_to_argb32($0.baseAddress, width, height, pixels, stride) }
        }
    }

    convenience init?(bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height, rgba: bitmap.pixels)
    }

    /// The canvas's pixels as RGBA bytes: Cairo's native-endian premultiplied ARGB words with
    /// the channels reordered, values unchanged.
    func bitmap() -> Bitmap {
        let (width, height) = (rect.width, rect.height)
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let converted: Void? = withPixels { pixels, stride in
                cpx_argb32_to_rgba(pixels, stride, width, height, buffer.baseAddress)
            }
            // A surface Cairo could not allocate reads as transparent.
            if converted == nil { buffer.initialize(repeating: 0) }
            count = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: bytes)
    }
}
