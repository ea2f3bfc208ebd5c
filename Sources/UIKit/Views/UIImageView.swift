import Foundation
import QuartzCore

/// A view showing an `UIImage` laid out by `contentMode`, as `UIImageView`: a template image
/// (a symbol, or `.alwaysTemplate`) in the view's `tintColor`, which it inherits from its
/// superviews, resolved for its traits (UIImage+Tint.swift).
///
///     let photo = UIImageView(image: gradient)
///     photo.contentMode = .scaleAspectFill
open class UIImageView: UIView {
    /// Shown as the layer's contents; while `animationImages` play, it waits to be shown again
    /// when they stop.
    open var image: UIImage? {
        get { imageAnimation.map(\.still) ?? shownImage }
        set {
            if let imageAnimation { imageAnimation.still = newValue } else { show(newValue) }
        }
    }
    /// The image in the layer now: `image`, or the frame playing.
    private var shownImage: UIImage?

    private func show(_ image: UIImage?) {
        let shown = image.map(configured)
        let resized = shown?.size != shownImage.map(configured)?.size
        shownImage = image
        layer.contentsImage = shown?.shown(tint: tintColor, traits: traitCollection)
        if resized { invalidateIntrinsicContentSize() }
    }

    /// A symbol image with `preferredSymbolConfiguration` over its own; other images as they are.
    private func configured(_ image: UIImage) -> UIImage {
        guard image.isSymbolImage, let preferredSymbolConfiguration else { return image }
        return image.withConfiguration(preferredSymbolConfiguration)
    }

    /// The configuration symbol images are drawn with here, over their own, as
    /// `UIImageView.preferredSymbolConfiguration`.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { show(shownImage) }
    }

    /// A template image follows the tint, which changes with the view's or an ancestor's, or when
    /// the view moves under another.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        show(shownImage)
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if shownImage?.drawsAsTemplate == true { show(shownImage) }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if shownImage?.drawsAsTemplate == true || shownImage?.ownTintColor != nil { show(shownImage) }
    }

    /// How far down the view the baseline of text beside it lies, as a fraction of its height, for
    /// a symbol image (which has one, `UIImage.baselineOffsetFromBottom`); nil for other images.
    var baselineFraction: Double? {
        guard let image = shownImage.map(configured), image.hasBaseline, image.size.height > 0 else { return nil }
        return 1 - image.baselineOffsetFromBottom / image.size.height
    }

    /// The image's size in points, so an image view laid out by constraints takes its image's
    /// size; without an image, none.
    open override var intrinsicContentSize: CGSize {
        shownImage.map(configured)?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The frames `startAnimating()` plays, as `UIImageView.animationImages`.
    open var animationImages: [UIImage]?
    /// How long one pass through the frames takes; 0 is 1/30 s a frame, as in UIKit.
    open var animationDuration: TimeInterval = 0
    /// How many passes to play; 0 plays until `stopAnimating()`.
    open var animationRepeatCount = 0
    /// The frames playing, with the image to show again when they stop.
    private var imageAnimation: ImageAnimation?

    open var isAnimating: Bool { imageAnimation != nil }

    /// Plays `animationImages` on the scene's clock, frame by frame, in place of `image`.
    open func startAnimating() {
        guard imageAnimation == nil, let frames = animationImages, !frames.isEmpty else { return }
        let clock = VirtualClock.required(for: "UIImageView.startAnimating")
        let pass = animationDuration > 0 ? animationDuration : Double(frames.count) / 30
        let animation = ImageAnimation(still: shownImage)
        imageAnimation = animation
        let frameTime = pass / Double(frames.count)
        let total = animationRepeatCount > 0 ? frames.count * animationRepeatCount : Int.max
        let start = clock.time
        func showFrame(_ index: Int) {
            guard imageAnimation === animation else { return }
            guard index < total else { return stopAnimating() }
            show(frames[index % frames.count])
            clock.schedule(at: start + Double(index + 1) * frameTime) { showFrame(index + 1) }
        }
        showFrame(0)
    }

    /// Stops the frames and shows `image` again.
    open func stopAnimating() {
        guard let animation = imageAnimation else { return }
        imageAnimation = nil
        show(animation.still)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view the size of `image`, at the origin.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// A view the size of `image`; designated, as UIKit declares it. The highlighted image is
    /// kept for ported code: nothing highlights an image view here.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// Kept, as UIKit's: there are no touches to highlight a cell's image view here.
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public required init?(coder: NSCoder) { return nil }
}

/// The image an image view shows again once its frames stop.
private final class ImageAnimation {
    var still: UIImage?
    init(still: UIImage?) { self.still = still }
}
