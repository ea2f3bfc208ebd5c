import Foundation

/// A view showing an `Image` laid out by `contentMode`, as `UIImageView`.
///
///     let photo = ImageView(image: gradient)
///     photo.contentMode = .scaleAspectFill
open class ImageView: View {
    /// Kept in `layer.contents` itself, so an image set in any initializer (where `didSet`
    /// observers do not run) is shown; while `animationImages` play, it waits to be shown
    /// again when they stop.
    public var image: Image? {
        get { imageAnimation.map(\.still) ?? layer.contents }
        set {
            if let imageAnimation { imageAnimation.still = newValue } else { layer.contents = newValue }
        }
    }

    /// The frames `startAnimating()` plays, as `UIImageView.animationImages`.
    public var animationImages: [Image]?
    /// How long one pass through the frames takes; 0 is 1/30 s a frame, as in UIKit.
    public var animationDuration: TimeInterval = 0
    /// How many passes to play; 0 plays until `stopAnimating()`.
    public var animationRepeatCount = 0
    /// The frames playing, with the image to show again when they stop.
    private var imageAnimation: ImageAnimation?

    public var isAnimating: Bool { imageAnimation != nil }

    /// Plays `animationImages` on the scene's clock, frame by frame, in place of `image`.
    public func startAnimating() {
        guard imageAnimation == nil, let frames = animationImages, !frames.isEmpty else { return }
        let clock = Clock.required(for: "UIImageView.startAnimating")
        let pass = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        let animation = ImageAnimation(still: layer.contents)
        imageAnimation = animation
        let frameTime = pass / Double(frames.count)
        let total = animationRepeatCount > 0 ? frames.count * animationRepeatCount : Int.max
        let start = clock.time
        func show(_ index: Int) {
            guard imageAnimation === animation else { return }
            guard index < total else { return stopAnimating() }
            layer.contents = frames[index % frames.count]
            clock.schedule(at: start + Double(index + 1) * frameTime) { show(index + 1) }
        }
        show(0)
    }

    /// Stops the frames and shows `image` again.
    public func stopAnimating() {
        guard let animation = imageAnimation else { return }
        imageAnimation = nil
        layer.contents = animation.still
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

/// The image an image view shows again once its frames stop.
private final class ImageAnimation {
    var still: Image?
    init(still: Image?) { self.still = still }
}
