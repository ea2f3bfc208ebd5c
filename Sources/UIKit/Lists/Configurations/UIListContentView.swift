import Foundation
import QuartzCore

/// Draws a `UIListContentConfiguration`, as `UIListContentView`: the image in a 29-point column
/// at the leading margin, then the text, with the secondary text below it, or at the trailing
/// edge for a value cell. A list cell shows its configuration in one; an app's own cell can
/// place one beside views of its own, laid out by constraints at its intrinsic size.
///
///     let content = UIListContentView(configuration: .subtitleCell())
///     content.translatesAutoresizingMaskIntoConstraints = false
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown; one of another kind is ignored.
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
        }
    }

    var listConfiguration = UIListContentConfiguration() {
        didSet {
            show()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        show()
    }

    public convenience override init(frame: CGRect) {
        self.init(configuration: UIListContentConfiguration())
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    open func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    /// Where the text, the secondary text and the image are, for constraints to other views:
    /// nil while the configuration has none.
    open var textLayoutGuide: UILayoutGuide? { guide(\.textGuide, following: textLabel, shown: true) }
    open var secondaryTextLayoutGuide: UILayoutGuide? { guide(\.secondaryGuide, following: secondaryTextLabel, shown: hasSecondaryText) }
    open var imageLayoutGuide: UILayoutGuide? { guide(\.imageGuide, following: imageView, shown: hasImage) }
    private var textGuide: UILayoutGuide?
    private var secondaryGuide: UILayoutGuide?
    private var imageGuide: UILayoutGuide?

    /// A guide kept on `view`'s frame, made when first asked for.
    private func guide(_ stored: ReferenceWritableKeyPath<UIListContentView, UILayoutGuide?>, following view: UIView, shown: Bool) -> UILayoutGuide? {
        guard shown else { return nil }
        if let made = self[keyPath: stored] { return made }
        let made = UILayoutGuide()
        addLayoutGuide(made)
        NSLayoutConstraint.activate([
            made.leadingAnchor.constraint(equalTo: view.leadingAnchor), made.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            made.topAnchor.constraint(equalTo: view.topAnchor), made.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        self[keyPath: stored] = made
        return made
    }

    /// The text's width beside the image and within the margins, and the height it needs there.
    open override var intrinsicContentSize: CGSize {
        let margins = listConfiguration.directionalLayoutMargins
        let (text, secondary) = (textLabel.intrinsicContentSize.width, hasSecondaryText ? secondaryTextLabel.intrinsicContentSize.width : 0)
        let widest = sideBySide ? text + (secondary > 0 ? listConfiguration.textToSecondaryTextHorizontalPadding + secondary : 0) : max(text, secondary)
        let width = (textLeading + widest + margins.trailing).rounded(.up)
        return CGSize(width: width, height: fittingHeight(width: width))
    }


    private var hasImage: Bool { listConfiguration.image != nil }
    private var hasSecondaryText: Bool { listConfiguration.secondaryText != nil || listConfiguration.secondaryAttributedText != nil }
    private var sideBySide: Bool { listConfiguration.prefersSideBySideTextAndSecondaryText }

    /// Where the text starts from the leading edge; a list's separator starts there too.
    var textLeading: CGFloat {
        let margins = listConfiguration.directionalLayoutMargins
        guard hasImage else { return margins.leading }
        let column = max(listConfiguration.imageProperties.reservedLayoutSize.width, UITableViewCell.imageSide)
        return margins.leading + column + listConfiguration.imageToTextPadding
    }

    /// The height the configuration needs at `width`: its text's lines between the margins. The
    /// image does not add to it: a 29-point icon sits in a 44-point row, as in iOS's Settings.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let margins = listConfiguration.directionalLayoutMargins
        let textWidth = max(0, width - textLeading - margins.trailing)
        let (text, secondary) = (lineHeights(textLabel, width: textWidth), hasSecondaryText ? lineHeights(secondaryTextLabel, width: textWidth) : 0)
        let stacked = sideBySide ? max(text, secondary) : text + (secondary > 0 ? listConfiguration.textToSecondaryTextVerticalPadding + secondary : 0)
        return margins.top + stacked + margins.bottom
    }

    private func lineHeights(_ label: UILabel, width: CGFloat) -> CGFloat {
        guard label.numberOfLines != 1, width > 0 else { return label.font.lineHeight }
        return max(label.font.lineHeight, label.sizeThatFits(CGSize(width: width, height: 0)).height)
    }

    private func show() {
        apply(listConfiguration.textProperties, text: listConfiguration.text, attributed: listConfiguration.attributedText, to: textLabel)
        apply(listConfiguration.secondaryTextProperties, text: listConfiguration.secondaryText, attributed: listConfiguration.secondaryAttributedText,
              to: secondaryTextLabel)
        secondaryTextLabel.isHidden = !hasSecondaryText
        imageView.image = listConfiguration.image
        imageView.isHidden = !hasImage
        // A symbol keeps its size in the image's column, as iOS lays out a list cell's symbol.
        imageView.contentMode = listConfiguration.image?.isSymbolImage == true ? .center : .scaleAspectFit
        imageView.tintColor = listConfiguration.imageProperties.tintColor
        imageView.layer.cornerRadius = listConfiguration.imageProperties.cornerRadius
        imageView.clipsToBounds = listConfiguration.imageProperties.cornerRadius > 0
        setNeedsLayout()
    }

    private func apply(_ properties: UIListContentConfiguration.TextProperties, text: String?, attributed: NSAttributedString?, to label: UILabel) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment == .center ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
    }

    open override func layoutSubviews() {
        let margins = listConfiguration.directionalLayoutMargins
        let (width, height) = (bounds.width, bounds.height)
        let textWidth = max(0, width - textLeading - margins.trailing)
        let column = max(listConfiguration.imageProperties.reservedLayoutSize.width, UITableViewCell.imageSide)
        imageView.frame = CGRect(x: margins.leading, y: (height - UITableViewCell.imageSide) / 2, width: column, height: UITableViewCell.imageSide)
        let text = lineHeights(textLabel, width: textWidth)
        if sideBySide || !hasSecondaryText {
            textLabel.frame = CGRect(x: textLeading, y: (height - text) / 2, width: textWidth, height: text)
            let secondary = lineHeights(secondaryTextLabel, width: textWidth)
            secondaryTextLabel.frame = CGRect(x: textLeading, y: (height - secondary) / 2, width: textWidth, height: secondary)
            secondaryTextLabel.textAlignment = .right
        } else {
            let secondary = lineHeights(secondaryTextLabel, width: textWidth)
            let top = (height - text - listConfiguration.textToSecondaryTextVerticalPadding - secondary) / 2
            textLabel.frame = CGRect(x: textLeading, y: top, width: textWidth, height: text)
            secondaryTextLabel.frame = CGRect(x: textLeading, y: textLabel.frame.maxY + listConfiguration.textToSecondaryTextVerticalPadding,
                                              width: textWidth, height: secondary)
            secondaryTextLabel.textAlignment = .natural
        }
        mirrorForLayoutDirection([imageView, textLabel, secondaryTextLabel])
        if effectiveUserInterfaceLayoutDirection == .rightToLeft, sideBySide { secondaryTextLabel.textAlignment = .left }
    }
}
