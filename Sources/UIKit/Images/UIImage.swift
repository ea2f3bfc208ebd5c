import Foundation
import QuartzCore

/// An image for views, as `UIImage`: a Core Graphics image and the scale it is drawn at.
///
///     let photo = UIImage(cgImage: picture)
///     imageView.image = photo
open class UIImage: @unchecked Sendable, _ExpressibleByImageLiteral {
    /// How an image's colours are used, as `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// How a resizable image fills its middle, as `UIImage.ResizingMode`; kept.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// The image itself; nil only for the empty `UIImage()`.
    public let cgImage: CGImage?
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// A name to tell images apart in messages and in `imageview-cube`'s cycling.
    package var name: String { cgImage?.name ?? "" }

    public init(cgImage: CGImage, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        (self.cgImage, self.scale, self.renderingMode) = (cgImage, scale, renderingMode)
    }

    /// `#imageLiteral(resourceName:)`: the named image.
    public required convenience init(imageLiteralResourceName path: String) {
        self.init(cgImage: UIImage(named: path)!.cgImage!)
    }

    /// An empty image, as `UIImage()`.
    public init() {
        (cgImage, scale, renderingMode) = (nil, 1, .automatic)
    }

    /// The size in points: the image's pixels at this image's scale.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let ratio = cgImage.scale / scale
        return CGSize(width: cgImage.size.width * ratio, height: cgImage.size.height * ratio)
    }

    /// An image showing a layer tree whose bounds origin is its top-left corner.
    package convenience init(size: CGSize, picture layer: CALayer, name: String = "") {
        self.init(cgImage: CGImage(size: size, picture: layer, name: name))
    }

    /// Premultiplied RGBA pixels at `scale` pixels per point.
    package convenience init(width: Int, height: Int, rgba: [UInt8], scale: CGFloat = 1, name: String = "") {
        self.init(cgImage: CGImage(width: width, height: height, rgba: rgba, scale: scale, name: name), scale: scale)
    }

    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale)
    }

    /// How an image is turned, as `UIImage.Orientation`; images are drawn as they are here.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    public var imageOrientation: Orientation { .up }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        cgImage.map { UIImage(cgImage: $0, scale: scale, renderingMode: renderingMode) } ?? self
    }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
}

extension UIImage: Equatable {
    /// Images are the same when they show the same `CGImage` at the same scale.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs || (lhs.cgImage === rhs.cgImage && lhs.cgImage != nil && lhs.scale == rhs.scale)
    }
}

/// `UIImage.RenderingMode`'s older name.
public typealias UIImageRenderingMode = UIImage.RenderingMode
