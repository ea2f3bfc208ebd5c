import Pixels

extension Canvas {
    /// A canvas at the origin holding premultiplied RGBA bytes (an `Image`'s pixels or a
    /// `Bitmap`); nil for an empty image or a byte count that does not match the size.
    convenience init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width <= 32767, height <= 32767, rgba.count == width * height * 4 else { return nil }
        self.init(rect: PixelRect(x: 0, y: 0, width: width, height: height))
        withPixels { pixels, stride in
            rgba.withUnsafeBufferPointer { bytes in
                for y in 0..<height {
                    let row = pixels + y * stride
                    var i = y * width * 4
                    for x in 0..<width {
                        row[x] = UInt32(bytes[i + 3]) << 24 | UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
                        i += 4
                    }
                }
            }
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
                let out = UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: width * height)
                for y in 0..<height {
                    let source = pixels + y * stride, target = out + y * width
                    for x in 0..<width {
                        // 0xAARRGGBB to the bytes R, G, B, A: swap red and blue in the word.
                        let p = source[x]
                        target[x] = (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16
                    }
                }
            }
            // A surface Cairo could not allocate reads as transparent.
            if converted == nil { buffer.initialize(repeating: 0) }
            count = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: bytes)
    }
}
