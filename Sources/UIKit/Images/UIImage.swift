import Foundation
import QuartzCore

/// An image for views, as `UIImage`: a Core Graphics image and the scale it is drawn at, how it
/// takes a tint (`renderingMode`), and for a symbol image its name and configuration.
///
///     let photo = UIImage(cgImage: picture)
///     imageView.image = photo
open class UIImage: @unchecked Sendable, _ExpressibleByImageLiteral {
    /// How an image's colours are used, as `UIImage.RenderingMode`: `.automatic` draws a symbol
    /// image in the tint and any other image in its own colours.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// How a resizable image fills its middle, as `UIImage.ResizingMode`; kept.
    public enum ResizingMode: Int, Sendable { case tile, stretch }

    /// The image itself; nil only for the empty `UIImage()`.
    public let cgImage: CGImage?
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// The frames of an animated image, as `images`; nil for a still one.
    public private(set) var images: [UIImage]?
    /// How long an animated image's frames take to play once, as `duration`.
    public private(set) var duration: TimeInterval = 0
    /// The colour `withTintColor(_:)` gave: drawn when the image is drawn in its own colours.
    package let ownTintColor: UIColor?
    /// The symbol this image draws, for `UIImage(systemName:)`.
    package let symbol: SymbolImage?
    /// A name to tell images apart in messages and in `imageview-cube`'s cycling.
    package var name: String { cgImage?.name ?? "" }

    public convenience init(cgImage: CGImage, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        self.init(cgImage: cgImage, scale: scale, renderingMode: renderingMode, tint: nil, symbol: nil)
    }

    package init(cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode, tint: UIColor?, symbol: SymbolImage?) {
        (self.cgImage, self.scale, self.renderingMode) = (cgImage, scale, renderingMode)
        (ownTintColor, self.symbol) = (tint, symbol)
    }

    /// `#imageLiteral(resourceName:)`: the named image.
    public required convenience init(imageLiteralResourceName path: String) {
        self.init(cgImage: UIImage(named: path)!.cgImage!)
    }

    /// An empty image, as `UIImage()`.
    public convenience init() {
        self.init(cgImage: nil, scale: 1, renderingMode: .automatic, tint: nil, symbol: nil)
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

    open var imageOrientation: Orientation { .up }

    /// Whether the image is a symbol (`UIImage(systemName:)`).
    open var isSymbolImage: Bool { symbol != nil }
    /// The symbol's configuration; nil for other images.
    open var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }
    /// Whether the image knows where text beside it has its baseline: symbol images do.
    open var hasBaseline: Bool { symbol != nil }
    /// How far above the image's bottom edge the baseline of text beside it lies; 0 without one.
    open var baselineOffsetFromBottom: CGFloat { symbol?.baselineOffsetFromBottom ?? 0 }

    /// The same image drawn in the tint (`.alwaysTemplate`), in its own colours
    /// (`.alwaysOriginal`), or as its kind says (`.automatic`).
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tint: ownTintColor)
    }

    /// The same image in `color`, in the same rendering mode, as Apple documents it: a symbol
    /// always uses `color`, wherever it is shown; a bitmap is drawn in `color` as an original
    /// image, while as a template it takes the tint of the view showing it.
    open func withTintColor(_ color: UIColor) -> UIImage { copy(renderingMode: renderingMode, tint: color) }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tint: color)
    }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }

    private func copy(renderingMode: RenderingMode, tint: UIColor?) -> UIImage {
        UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode, tint: tint, symbol: symbol)
    }
}

extension UIImage: Equatable {
    /// Images are the same when they show the same `CGImage` at the same scale, in the same way.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs || (lhs.cgImage === rhs.cgImage && lhs.cgImage != nil && lhs.scale == rhs.scale
            && lhs.renderingMode == rhs.renderingMode && lhs.ownTintColor == rhs.ownTintColor)
    }
}

/// `UIImage.RenderingMode`'s older name.
public typealias UIImageRenderingMode = UIImage.RenderingMode

extension UIImage {
    /// An image of `images` played in turn over `duration`, as `animatedImage(with:duration:)`;
    /// it draws its first frame. Nil for no frames.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let animated = UIImage(cgImage: first.cgImage, scale: first.scale, renderingMode: first.renderingMode, tint: first.ownTintColor, symbol: first.symbol)
        (animated.images, animated.duration) = (images, duration)
        return animated
    }

    /// The frames `name0`, `name1`… from the main bundle, as `animatedImageNamed(_:duration:)`.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        while let frame = UIImage(named: "\(name)\(frames.count)") { frames.append(frame) }
        return animatedImage(with: frames, duration: duration)
    }
}
