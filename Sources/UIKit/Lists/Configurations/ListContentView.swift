import Foundation
import QuartzCore

/// Draws a `UIListContentConfiguration` inside a collection cell's content view, as iOS's
/// `UIListContentView`: the image in a 29-point column at the leading margin, then the text,
/// with the secondary text below it, or at the trailing edge for a value cell.
final class ListContentView: UIView {
    var configuration = UIListContentConfiguration() {
        didSet { show() }
    }

    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        for view in [imageView, textLabel, secondaryTextLabel] { addSubview(view) }
        show()
    }

    required init?(coder: NSCoder) { return nil }

    private var hasImage: Bool { configuration.image != nil }
    private var hasSecondaryText: Bool { configuration.secondaryText != nil || configuration.secondaryAttributedText != nil }
    private var sideBySide: Bool { configuration.prefersSideBySideTextAndSecondaryText }

    /// Where the text starts from the leading edge; a list's separator starts there too.
    var textLeading: CGFloat {
        let margins = configuration.directionalLayoutMargins
        guard hasImage else { return margins.leading }
        let column = max(configuration.imageProperties.reservedLayoutSize.width, UITableViewCell.imageSide)
        return margins.leading + column + configuration.imageToTextPadding
    }

    /// The height the configuration needs at `width`: its text's lines between the margins. The
    /// image does not add to it: a 29-point icon sits in a 44-point row, as in iOS's Settings.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let margins = configuration.directionalLayoutMargins
        let textWidth = max(0, width - textLeading - margins.trailing)
        let (text, secondary) = (lineHeights(textLabel, width: textWidth), hasSecondaryText ? lineHeights(secondaryTextLabel, width: textWidth) : 0)
        let stacked = sideBySide ? max(text, secondary) : text + (secondary > 0 ? configuration.textToSecondaryTextVerticalPadding + secondary : 0)
        return margins.top + stacked + margins.bottom
    }

    private func lineHeights(_ label: UILabel, width: CGFloat) -> CGFloat {
        guard label.numberOfLines != 1, width > 0 else { return label.font.lineHeight }
        return max(label.font.lineHeight, label.sizeThatFits(CGSize(width: width, height: 0)).height)
    }

    private func show() {
        apply(configuration.textProperties, text: configuration.text, attributed: configuration.attributedText, to: textLabel)
        apply(configuration.secondaryTextProperties, text: configuration.secondaryText, attributed: configuration.secondaryAttributedText,
              to: secondaryTextLabel)
        secondaryTextLabel.isHidden = !hasSecondaryText
        imageView.image = configuration.image
        imageView.isHidden = !hasImage
        // A symbol keeps its size in the image's column, as iOS lays out a list cell's symbol.
        imageView.contentMode = configuration.image?.isSymbolImage == true ? .center : .scaleAspectFit
        imageView.tintColor = configuration.imageProperties.tintColor
        imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
        imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        setNeedsLayout()
    }

    private func apply(_ properties: UIListContentConfiguration.TextProperties, text: String?, attributed: NSAttributedString?, to label: UILabel) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment == .center ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
    }

    override func layoutSubviews() {
        let margins = configuration.directionalLayoutMargins
        let (width, height) = (bounds.width, bounds.height)
        let textWidth = max(0, width - textLeading - margins.trailing)
        let column = max(configuration.imageProperties.reservedLayoutSize.width, UITableViewCell.imageSide)
        imageView.frame = CGRect(x: margins.leading, y: (height - UITableViewCell.imageSide) / 2, width: column, height: UITableViewCell.imageSide)
        let text = lineHeights(textLabel, width: textWidth)
        if sideBySide || !hasSecondaryText {
            textLabel.frame = CGRect(x: textLeading, y: (height - text) / 2, width: textWidth, height: text)
            let secondary = lineHeights(secondaryTextLabel, width: textWidth)
            secondaryTextLabel.frame = CGRect(x: textLeading, y: (height - secondary) / 2, width: textWidth, height: secondary)
            secondaryTextLabel.textAlignment = .right
        } else {
            let secondary = lineHeights(secondaryTextLabel, width: textWidth)
            let top = (height - text - configuration.textToSecondaryTextVerticalPadding - secondary) / 2
            textLabel.frame = CGRect(x: textLeading, y: top, width: textWidth, height: text)
            secondaryTextLabel.frame = CGRect(x: textLeading, y: textLabel.frame.maxY + configuration.textToSecondaryTextVerticalPadding,
                                              width: textWidth, height: secondary)
            secondaryTextLabel.textAlignment = .natural
        }
        mirrorForLayoutDirection([imageView, textLabel, secondaryTextLabel])
        if effectiveUserInterfaceLayoutDirection == .rightToLeft, sideBySide { secondaryTextLabel.textAlignment = .left }
    }
}
