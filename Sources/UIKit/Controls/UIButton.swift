import Foundation
import QuartzCore

/// A tappable view with a centred title and image, as `UIButton`. A `.system` button draws its
/// title in its tint colour (the system blue unless a tint is set), a `.custom` one in white,
/// unless `setTitleColor(_:for:)` says otherwise; titles, colours and images are set per
/// `UIControl.State`, and the normal ones stand in for states without their own; a template
/// image (a symbol, or `.alwaysTemplate`) is drawn in the tint, an original one as it is. Its
/// intrinsic size fits its title and image, so a button laid out by constraints sizes itself
/// and grows with its font.
///
///     let signIn = UIButton(type: .system)
///     signIn.setTitle("Sign In", for: .normal)
///     signIn.titleLabel?.font = .preferredFont(forTextStyle: .headline)
open class UIButton: UIControl {
    /// How a button draws itself, as `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The label showing the title; optional, as UIKit's, though a button here always has one.
    open var titleLabel: UILabel? { title }
    private let title = UILabel()
    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]
    private var images: [State: UIImage] = [:]
    private var shownImage: UIImageView?
    /// How the button draws itself; `.custom` unless made with `init(type:)`.
    open private(set) var buttonType = ButtonType.custom
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }

    /// A `.custom` button, as UIKit's designated `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .systemFont(ofSize: 15)
        title.textAlignment = .center
        addSubview(title)
        showState()
    }

    /// A button of `buttonType` with a zero frame; a convenience initializer, as UIKit's, so a
    /// subclass overriding `init(frame:)` is made through it too.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        showState()
    }

    public required init?(coder: NSCoder) { return nil }

    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        showState()
    }

    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        showState()
    }

    /// The colour set for `state`, else the normal one, else the type's own: the tint for a
    /// system button, white for a custom one.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state] ?? titleColors[.normal] ?? (buttonType == .custom ? .white : tintColor)
    }

    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentTitle: String? { title(for: state) }
    open var currentImage: UIImage? { image(for: state) }

    /// The view showing the image, made on first use, behind the title.
    open var imageView: UIImageView? {
        if let shownImage { return shownImage }
        let view = UIImageView(frame: .zero)
        view.contentMode = .scaleAspectFit
        insertSubview(view, at: 0)
        shownImage = view
        return view
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        showState()
    }
    open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }
    open func setBackgroundImage(_ image: UIImage?, for state: State) { setImage(image, for: state) }
    /// Shows the attributed title's text, in the button's title style.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { setTitle(title?.string, for: state) }

    open override var isHighlighted: Bool { didSet { showState() } }
    open override var isSelected: Bool { didSet { showState() } }
    open override var isEnabled: Bool { didSet { showState() } }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showState()
    }

    /// Shows the title, its colour and the image of the current state. A system button's title
    /// dims while highlighted and turns grey when disabled, as UIKit draws it.
    private func showState() {
        let current = state
        title.text = title(for: current) ?? ""
        var color = titleColor(for: current) ?? .white
        if buttonType == .system, titleColors[current] == nil {
            if current.contains(.disabled) { color = .tertiaryLabel } else if current.contains(.highlighted) {
                color = color.withAlphaComponent(UIButton.highlightedSystemAlpha)
            }
        }
        title.textColor = color
        if let image = image(for: current) { imageView?.image = image } else { shownImage?.image = nil }
        // A system button's template image dims and greys with its title; an original image keeps its look.
        if buttonType == .system, let shownImage {
            if current.contains(.disabled) {
                shownImage.tintColor = .tertiaryLabel
            } else if shownImage.ownTintColor == .tertiaryLabel {
                shownImage.tintColor = nil   // back to the tint it inherits, leaving one the app set alone
            }
            shownImage.alpha = current.contains(.highlighted) && !current.contains(.disabled) ? UIButton.highlightedSystemAlpha : 1
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// How much of a system button's title shows while a finger is on it.
    private static let highlightedSystemAlpha: CGFloat = 0.2

    /// The title and image side by side, plus the content insets. A button with a title is at
    /// least the title's line height plus 6 points above and below: the 30-point height of
    /// UIKit's system button at its 15-point font. A button with neither is 30 × 34 points, the
    /// size UIKit gives an empty button (docs/SYSTEM-DEFAULTS.md, "Images and symbols").
    open override var intrinsicContentSize: CGSize {
        let text = (title.text ?? "").isEmpty ? .zero : title.intrinsicContentSize
        let picture = shownImage?.intrinsicContentSize ?? .zero
        let imageSize = shownImage?.image == nil ? .zero : picture
        let content = text == .zero && imageSize == .zero ? UIButton.emptySize
            : CGSize(width: text.width + imageSize.width,
                     height: max(text.height == 0 ? 0 : text.height + 2 * UIButton.titleVerticalPadding, imageSize.height))
        return CGSize(width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The intrinsic size of a button with no title and no image.
    static let emptySize = CGSize(width: 30, height: 34)

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The space UIKit leaves above and below a button's title.
    static let titleVerticalPadding: CGFloat = 6

    open override var forFirstBaselineLayout: UIView { title }
    open override var forLastBaselineLayout: UIView { title }

    /// The image at the leading side of the centred content, the title after it. An image larger
    /// than the content's room is drawn smaller to fit it, keeping its shape, as UIKit never lets a
    /// button's image spill out of the button; the title takes what width is left.
    open override func layoutSubviews() {
        let content = bounds.inset(by: contentEdgeInsets)
        guard let shownImage, shownImage.image != nil else {
            title.frame = content.inset(by: titleEdgeInsets)
            return
        }
        let picture = UIButton.fit(shownImage.intrinsicContentSize, in: content.size)
        let text = (title.text ?? "").isEmpty ? .zero : title.intrinsicContentSize
        let textWidth = min(text.width, max(0, content.width - picture.width))
        let x = content.minX + (content.width - picture.width - textWidth) / 2
        title.frame = CGRect(x: x + picture.width, y: content.minY, width: textWidth, height: content.height).inset(by: titleEdgeInsets)
        // A symbol beside a title sits on the title's baseline, as symbols sit on text.
        var y = content.midY - picture.height / 2
        if textWidth > 0, let fraction = shownImage.baselineFraction {
            title.layoutIfNeeded()   // its text laid out in the new frame, where its baseline is read
            y = title.frame.midY + title.baselineOffsetFromCenter(first: true) - picture.height * fraction
        }
        shownImage.frame = CGRect(x: x, y: y, width: picture.width, height: picture.height).inset(by: imageEdgeInsets)
        mirrorForLayoutDirection([shownImage, title])
    }

    /// `size` scaled down, keeping its aspect, until it fits in `room`; never scaled up.
    static func fit(_ size: CGSize, in room: CGSize) -> CGSize {
        guard size.width > 0, size.height > 0 else { return .zero }
        let factor = min(1, max(0, room.width) / size.width, max(0, room.height) / size.height)
        return CGSize(width: size.width * factor, height: size.height * factor)
    }
}
