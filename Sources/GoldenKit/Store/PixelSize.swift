/// A bitmap's width and height in pixels.
public struct PixelSize: Codable, Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }
    public init(of bitmap: Bitmap) { self.init(width: bitmap.width, height: bitmap.height) }

    public var pixelCount: Int { width * height }
    public var description: String { "\(width)×\(height)" }
}
