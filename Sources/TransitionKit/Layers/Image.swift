import Foundation

/// A picture for `Layer.contents` and image views: either premultiplied RGBA pixels, or a
/// layer tree drawn at `size` (how the catalog makes its procedural stand-ins for photos).
///
///     let photo = Image(size: Size(width: 100, height: 160), picture: gradientLayer)
public final class Image {
    /// What the image is made of.
    public enum Content {
        /// Premultiplied RGBA, row-major, `width * 4` bytes a row.
        case pixels(width: Int, height: Int, rgba: [UInt8])
        /// A layer tree whose bounds origin is the image's top-left corner.
        case picture(Layer)
    }

    /// The size in points.
    public let size: Size
    public let content: Content
    /// A name to tell images apart in messages and in `imageview-cube`'s cycling.
    public let name: String

    public init(size: Size, picture: Layer, name: String = "") {
        self.size = size
        self.content = .picture(picture)
        self.name = name
    }

    /// Pixels at one pixel per point unless `scale` says otherwise.
    public init(width: Int, height: Int, rgba: [UInt8], scale: Double = 1, name: String = "") {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4,
                     "Image(width:height:rgba:) needs width*height*4 bytes, got \(rgba.count) for \(width)x\(height)")
        self.size = Size(width: Double(width) / scale, height: Double(height) / scale)
        self.content = .pixels(width: width, height: height, rgba: rgba)
        self.name = name
    }
}
