import Foundation

/// A view showing an `Image` laid out by `contentMode`, as `UIImageView`.
///
///     let photo = ImageView(image: gradient)
///     photo.contentMode = .scaleAspectFill
open class ImageView: View {
    /// Kept in `layer.contents` itself, so an image set in any initializer (where `didSet`
    /// observers do not run) is shown.
    public var image: Image? {
        get { layer.contents }
        set { layer.contents = newValue }
    }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// A view the size of `image`, at the origin.
    public init(image: Image?) {
        super.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    public required init?(coder: NSCoder) { return nil }
}
