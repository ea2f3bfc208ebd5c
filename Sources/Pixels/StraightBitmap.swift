/// An image as straight (not premultiplied) RGBA bytes: what a PNG stores and what pixelmatch
/// compares. Premultiplying to 8 bits loses the colour of faint pixels and all of it for
/// transparent ones, so comparisons that must agree with pixelmatch read PNGs into this.
///
///     let straight = StraightBitmap(bitmap)   // the same image, colour divided by alpha
///     straight.premultiplied == bitmap        // true: Cairo's rounding round-trips
public struct StraightBitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Straight RGBA, `width * height * 4` bytes.
    public let pixels: [UInt8]

    /// An image of the given straight bytes; they must number `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "StraightBitmap \(width)x\(height) needs \(width * height * 4) bytes, got \(pixels.count)")
        (self.width, self.height, self.pixels) = (width, height, pixels)
    }

    /// The straight form of a premultiplied bitmap; opaque bitmaps share their bytes unchanged.
    public init(_ bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height, pixels: Premultiplication.unpremultiplied(bitmap.pixels))
    }

    /// The premultiplied bitmap, as rendering and the golden records use it.
    public var premultiplied: Bitmap {
        var pixels = self.pixels
        Premultiplication.premultiply(&pixels)
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    public var pixelCount: Int { width * height }

    /// The top-left `width`×`height` part; cropping moves bytes whatever they mean, so `Bitmap`'s does it.
    public func cropped(width: Int, height: Int) -> StraightBitmap {
        let bytes = Bitmap(width: self.width, height: self.height, pixels: pixels).cropped(width: width, height: height)
        return StraightBitmap(width: width, height: height, pixels: bytes.pixels)
    }
}
