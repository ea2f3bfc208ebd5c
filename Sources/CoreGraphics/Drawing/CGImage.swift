import Foundation
import Synchronization

/// A bitmap or a recorded drawing, as Core Graphics' `CGImage`: what `CALayer.contents` and
/// `UIImage` hold.
///
/// An image made of pixels keeps premultiplied RGBA at `scale` pixels per point. An image drawn
/// through a `CGContext` (`UIGraphicsImageRenderer`, `makeImage()`) keeps what was drawn, as a
/// `CGDrawing`, and is drawn at whatever resolution it is shown at, as the catalog's procedural
/// stand-ins for photos are.
///
///     let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
///         UIColor.systemBlue.setFill()
///         context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
///     }.cgImage
public final class CGImage: @unchecked Sendable {
    /// What the image is made of.
    package enum Content {
        /// Premultiplied RGBA, row-major, `width * 4` bytes a row.
        case pixels(width: Int, height: Int, rgba: [UInt8])
        /// What a context recorded, drawn when the image is.
        case drawing(CGDrawing)
        /// A picture a framework above draws itself: a layer tree (QuartzCore's `init(size:picture:)`).
        case picture(AnyObject)
    }

    /// The size in points.
    package let size: CGSize
    /// Pixels per point.
    package let scale: CGFloat
    package let content: Content
    /// A name to tell images apart in messages and in `imageview-cube`'s cycling.
    package let name: String
    /// What the framework that draws a recorded drawing made of it, built once: Core Animation
    /// turns a drawing into layers (QuartzCore's `CGImage.pictureLayer`).
    package let picture = Mutex<AnyObject?>(nil)

    /// A recorded drawing of `size` points.
    package init(drawing: CGDrawing, scale: CGFloat = 1, name: String = "") {
        (size, self.scale, content, self.name) = (drawing.size, scale, .drawing(drawing), name)
    }

    /// A picture of `size` points that a framework above draws itself.
    package init(picture: AnyObject, size: CGSize, scale: CGFloat = 1, name: String = "") {
        (self.size, self.scale, content, self.name) = (size, scale, .picture(picture), name)
    }

    /// Pixels at one pixel per point unless `scale` says otherwise.
    package init(width: Int, height: Int, rgba: [UInt8], scale: CGFloat = 1, name: String = "") {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4,
                     "CGImage(width:height:rgba:) needs width*height*4 bytes, got \(rgba.count) for \(width)x\(height)")
        size = CGSize(width: Double(width) / scale, height: Double(height) / scale)
        (self.scale, content, self.name) = (scale, .pixels(width: width, height: height, rgba: rgba), name)
    }

    /// The width in pixels.
    public var width: Int { Int((size.width * scale).rounded()) }
    /// The height in pixels.
    public var height: Int { Int((size.height * scale).rounded()) }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
}
