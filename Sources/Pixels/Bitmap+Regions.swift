import Foundation

extension Bitmap {
    /// The top-left `width`×`height` part of the bitmap.
    public func cropped(width: Int, height: Int) -> Bitmap {
        precondition(width <= self.width && height <= self.height, "crop \(width)x\(height) exceeds \(self.width)x\(self.height)")
        var result = Bitmap(width: width, height: height)
        result.paste(self, x: 0, y: 0)
        return result
    }

    /// Copies the part of `source` that fits, with its top-left corner at (`x`, `y`), replacing what was there.
    public mutating func paste(_ source: Bitmap, x: Int, y: Int) {
        let columns = max(0, min(source.width, width - x))
        guard x >= 0, y >= 0, columns > 0 else { return }
        let targetWidth = width
        pixels.withUnsafeMutableBytes { target in
            source.pixels.withUnsafeBytes { from in
                for row in 0..<max(0, min(source.height, height - y)) {
                    memcpy(target.baseAddress! + ((y + row) * targetWidth + x) * 4,
                           from.baseAddress! + row * source.width * 4, columns * 4)
                }
            }
        }
    }
}
