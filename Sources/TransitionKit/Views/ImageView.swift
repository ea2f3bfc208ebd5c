import Foundation

/// A view showing an `Image` laid out by `contentMode`, as `UIImageView`.
///
///     let photo = ImageView(image: gradient)
///     photo.contentMode = .scaleAspectFill
open class ImageView: View {
    public var image: Image? {
        didSet { layer.contents = image }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A view the size of `image`, at the origin.
    public init(image: Image?) {
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        layer.contents = image
    }
}
