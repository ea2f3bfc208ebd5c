import GoldenKit

extension Canvas {
    /// The canvas's pixels as RGBA bytes: Cairo's native-endian premultiplied ARGB words with
    /// the channels reordered, values unchanged.
    func bitmap() -> Bitmap {
        let (width, height) = (rect.width, rect.height)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        withPixels { pixels, stride in
            bytes.withUnsafeMutableBufferPointer { out in
                var i = 0
                for y in 0..<height {
                    let row = pixels + y * stride
                    for x in 0..<width {
                        let p = row[x]
                        out[i] = UInt8(truncatingIfNeeded: p >> 16)
                        out[i + 1] = UInt8(truncatingIfNeeded: p >> 8)
                        out[i + 2] = UInt8(truncatingIfNeeded: p)
                        out[i + 3] = UInt8(truncatingIfNeeded: p >> 24)
                        i += 4
                    }
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: bytes)
    }
}
