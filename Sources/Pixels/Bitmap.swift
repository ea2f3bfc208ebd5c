import CPixels
import Foundation

/// An image as premultiplied RGBA bytes, row-major with no padding (`stride == width * 4`).
/// A plain value: two bitmaps are equal when their sizes and bytes are.
///
///     var bitmap = Bitmap(width: 2, height: 1)
///     bitmap[0, 0] = RGBA(r: 255, g: 0, b: 0, a: 255)
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied RGBA, `width * height * 4` bytes.
    public var pixels: [UInt8]

    /// A bitmap of the given bytes; they must number `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative: \(width)x\(height)")
        precondition(pixels.count == width * height * 4,
                     "Bitmap \(width)x\(height) needs \(width * height * 4) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap filled with one colour (transparent by default).
    public init(width: Int, height: Int, fill: RGBA = .transparent) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative: \(width)x\(height)")
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if fill != .transparent {
            pixels.withUnsafeMutableBufferPointer { cpx_fill($0.baseAddress, width * height, fill.r, fill.g, fill.b, fill.a) }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    public var pixelCount: Int { width * height }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let i = (y * width + x) * 4
            return RGBA(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }
}

/// One premultiplied RGBA pixel.
public struct RGBA: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
    public static let transparent = RGBA(r: 0, g: 0, b: 0, a: 0)
    public static let black = RGBA(r: 0, g: 0, b: 0, a: 255)
    public static let white = RGBA(r: 255, g: 255, b: 255, a: 255)
}
