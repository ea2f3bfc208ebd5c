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
    private var titleShadowColors: [State: UIColor] = [:]
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

    /// A button drawn by `configuration`, running `primaryAction` when tapped; the action's
    /// title and image fill in what the configuration leaves out.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        buttonType = .system
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, configuration.attributedTitle == nil, !primaryAction.title.isEmpty {
                configuration.title = primaryAction.title
            }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
        showConfiguration()   // an initializer's own assignment runs no observer
    }

    /// The menu the button shows, on a tap when `showsMenuAsPrimaryAction`; kept.
    open var menu: UIMenu?
    /// Whether a tap selects the menu's next action, as a pop-up button does; kept.
    open var changesSelectionAsPrimaryAction = false

    // MARK: Configuration

    /// Called to update the configuration for the button's state, as
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// How the button draws itself (UIButton+Configuration.swift); nil draws it from its
    /// per-state titles and images.
    open var configuration: Configuration? {
        didSet { showConfiguration() }
    }
    /// Run by `updateConfiguration()` whenever the state changes, to set a new configuration.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a change of state asks for `updateConfiguration()`.
    open var automaticallyUpdatesConfiguration = true
    private var needsConfigurationUpdate = false

    /// Asks for `updateConfiguration()` before the next layout, as UIKit does.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs `configurationUpdateHandler`; subclasses override to set `configuration` themselves.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    /// The background and subtitle only a configured button shows, made on first use.
    private var configuredBackground: UIView?
    private var subtitle: UILabel?
    private var spinner: UIActivityIndicatorView?

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

    /// The title's shadow colour in `state`, as `setTitleShadowColor(_:for:)`; kept, with no
    /// shadow offset set the title draws none.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) { titleShadowColors[state] = color }
    open func titleShadowColor(for state: State) -> UIColor? { titleShadowColors[state] ?? titleShadowColors[.normal] }

    /// A system button showing `image` in the tint colour and sending `action` to `target` on
    /// touch up inside, as `systemButton(with:target:action:)`.
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        button.sizeToFit()
        return button
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

    open override var isHighlighted: Bool { didSet { stateDidChange() } }
    open override var isSelected: Bool { didSet { stateDidChange() } }
    open override var isEnabled: Bool { didSet { stateDidChange() } }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showState()
    }

    private func stateDidChange() {
        if configuration != nil, automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
        showState()
    }

    /// Shows the title, its colour and the image of the current state. A system button's title
    /// dims while highlighted and turns grey when disabled, as UIKit draws it.
    private func showState() {
        if configuration != nil { return showConfiguration() }
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
        if let configuration { return configuredSize(configuration) }
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
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration()
        }
        if let configuration { return layOutConfigured(configuration) }
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

// MARK: Drawing a configuration

extension UIButton {
    /// The text, font and colour `configuration` gives the title or subtitle: the attributed
    /// text's own font and colour where it has them, else the size's text style in the
    /// foreground colour, both passed through the transformer.
    private func attributes(text: String?, attributed: AttributedString?, style: UIFont.TextStyle, color: UIColor,
                            transformer: UIConfigurationTextAttributesTransformer?) -> (text: String, font: UIFont, color: UIColor) {
        var container = AttributeContainer()
        container[AttributeScopes.UIKitAttributes.FontAttribute.self] = .preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        container[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color
        if let run = attributed?.runs.first {
            if let font = run[AttributeScopes.UIKitAttributes.FontAttribute.self] { container[AttributeScopes.UIKitAttributes.FontAttribute.self] = font }
            if let color = run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] {
                container[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color
            }
        }
        container = transformer?.transform(container) ?? container
        let shown = attributed.map { String($0.characters) } ?? text ?? ""
        return (shown, container[AttributeScopes.UIKitAttributes.FontAttribute.self] ?? .preferredFont(forTextStyle: style),
                container[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] ?? color)
    }

    /// Sets the subviews from `configuration` in the current state and tint.
    private func showConfiguration() {
        guard let configuration else { return }
        let current = state
        let foreground = configuration.foregroundColor(tint: tintColor, state: current)
        let background = configuredBackground ?? {
            let view = UIView()
            view.isUserInteractionEnabled = false
            insertSubview(view, at: 0)
            configuredBackground = view
            return view
        }()
        background.backgroundColor = configuration.backgroundColor(tint: tintColor, state: current)
        background.layer.borderWidth = configuration.background.strokeWidth
        background.layer.borderColor = configuration.background.strokeColor?.cgColor
        background.alpha = current.contains(.highlighted) ? UIButton.highlightedConfigurationAlpha : 1

        let titleText = attributes(text: configuration.title, attributed: configuration.attributedTitle,
                                   style: configuration.buttonSize.titleStyle, color: foreground,
                                   transformer: configuration.titleTextAttributesTransformer)
        title.text = titleText.text
        title.font = titleText.font
        title.textColor = titleText.color
        title.lineBreakMode = configuration.titleLineBreakMode
        title.alpha = current.contains(.highlighted) ? UIButton.highlightedConfigurationAlpha : 1

        if configuration.subtitle != nil || configuration.attributedSubtitle != nil {
            let label = subtitle ?? {
                let label = UILabel()
                addSubview(label)
                subtitle = label
                return label
            }()
            let subtitleText = attributes(text: configuration.subtitle, attributed: configuration.attributedSubtitle,
                                          style: configuration.buttonSize.subtitleStyle, color: foreground,
                                          transformer: configuration.subtitleTextAttributesTransformer)
            label.text = subtitleText.text
            label.font = subtitleText.font
            label.textColor = subtitleText.color
            label.isHidden = false
        } else {
            subtitle?.isHidden = true
        }

        if configuration.showsActivityIndicator {
            let wheel = spinner ?? {
                let wheel = UIActivityIndicatorView(style: .medium)
                addSubview(wheel)
                spinner = wheel
                return wheel
            }()
            wheel.color = foreground
            wheel.startAnimating()
            shownImage?.image = nil
        } else {
            spinner?.stopAnimating()
            if let image = configuration.image {
                let view = imageView!
                view.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
                    ?? UIImage.SymbolConfiguration(textStyle: configuration.buttonSize.titleStyle)
                view.image = image
                view.tintColor = configuration.imageColorTransformer?.transform(foreground) ?? foreground
                view.alpha = title.alpha
            } else {
                shownImage?.image = nil
            }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// How much of a configured button shows while a finger is on it.
    private static let highlightedConfigurationAlpha: CGFloat = 0.7

    /// The sizes of the image (or spinner), the title and the subtitle, and of the text block
    /// the two labels make with the title padding between them.
    private func configuredParts(_ configuration: Configuration) -> (image: CGSize, title: CGSize, subtitle: CGSize, text: CGSize) {
        let image: CGSize = if let spinner, configuration.showsActivityIndicator { spinner.bounds.size }
            else if let shownImage, shownImage.image != nil { shownImage.intrinsicContentSize } else { .zero }
        let titleSize = (title.text ?? "").isEmpty ? .zero : title.intrinsicContentSize
        let subtitleSize = subtitle.map { $0.isHidden || ($0.text ?? "").isEmpty ? .zero : $0.intrinsicContentSize } ?? .zero
        let padding = titleSize.height > 0 && subtitleSize.height > 0 ? configuration.titlePadding : 0
        let text = CGSize(width: max(titleSize.width, subtitleSize.width), height: titleSize.height + padding + subtitleSize.height)
        return (image, titleSize, subtitleSize, text)
    }

    /// The content (image beside, above or below the text, with the image padding between) and
    /// the configuration's insets.
    private func configuredSize(_ configuration: Configuration) -> CGSize {
        let parts = configuredParts(configuration)
        let padding = parts.image != .zero && parts.text != .zero ? configuration.imagePadding : 0
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        let content = vertical
            ? CGSize(width: max(parts.image.width, parts.text.width), height: parts.image.height + padding + parts.text.height)
            : CGSize(width: parts.image.width + padding + parts.text.width, height: max(parts.image.height, parts.text.height))
        let insets = configuration.contentInsets
        return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }

    /// Places the background, image and labels: the content centred inside the insets, the
    /// image on its side of the text, the labels lined up by `titleAlignment`.
    private func layOutConfigured(_ configuration: Configuration) {
        configuredBackground?.frame = bounds
        configuredBackground?.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        let insets = configuration.contentInsets
        let content = CGRect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                             height: max(0, bounds.height - insets.top - insets.bottom))
        let parts = configuredParts(configuration)
        let padding = parts.image != .zero && parts.text != .zero ? configuration.imagePadding : 0
        let placement = configuration.imagePlacement
        let vertical = placement == .top || placement == .bottom
        let block = vertical
            ? CGSize(width: max(parts.image.width, parts.text.width), height: parts.image.height + padding + parts.text.height)
            : CGSize(width: min(content.width, parts.image.width + padding + parts.text.width), height: max(parts.image.height, parts.text.height))
        let origin = CGPoint(x: content.minX + (content.width - block.width) / 2, y: content.minY + (content.height - block.height) / 2)
        var imageFrame = CGRect(origin: origin, size: parts.image)
        var textFrame = CGRect(origin: origin, size: CGSize(width: min(parts.text.width, content.width - (vertical ? 0 : parts.image.width + padding)),
                                                             height: parts.text.height))
        switch placement {
        case .trailing:
            imageFrame.origin.x = origin.x + block.width - parts.image.width
        case .top:
            imageFrame.origin.x = origin.x + (block.width - parts.image.width) / 2
            textFrame.origin.y = origin.y + parts.image.height + padding
        case .bottom:
            textFrame.origin.y = origin.y
            imageFrame.origin = CGPoint(x: origin.x + (block.width - parts.image.width) / 2, y: origin.y + parts.text.height + padding)
        default:
            textFrame.origin.x = origin.x + parts.image.width + padding
        }
        if vertical { textFrame.origin.x = origin.x + (block.width - textFrame.width) / 2 }
        if !vertical {
            imageFrame.origin.y = content.minY + (content.height - parts.image.height) / 2
            textFrame.origin.y = content.minY + (content.height - parts.text.height) / 2
        }
        // Within the text block, each label sits by the title alignment: centred when the image
        // is above or below, leading otherwise, unless the configuration says.
        let alignment: Configuration.TitleAlignment = configuration.titleAlignment == .automatic
            ? (vertical ? .center : .leading) : configuration.titleAlignment
        func line(_ size: CGSize, y: CGFloat) -> CGRect {
            let width = min(size.width, textFrame.width)
            let x = switch alignment {
            case .center, .automatic: textFrame.minX + (textFrame.width - width) / 2
            case .trailing: textFrame.maxX - width
            case .leading: textFrame.minX
            }
            return CGRect(x: x, y: y, width: width, height: size.height)
        }
        title.frame = line(parts.title, y: textFrame.minY)
        title.textAlignment = alignment == .center ? .center : (alignment == .trailing ? .right : .left)
        let subtitleTop = textFrame.minY + parts.title.height + (parts.title.height > 0 ? configuration.titlePadding : 0)
        subtitle?.frame = line(parts.subtitle, y: subtitleTop)
        if configuration.showsActivityIndicator { spinner?.frame = imageFrame } else { shownImage?.frame = imageFrame }
        mirrorForLayoutDirection([title, subtitle, shownImage, spinner].compactMap { $0 })
    }
}
