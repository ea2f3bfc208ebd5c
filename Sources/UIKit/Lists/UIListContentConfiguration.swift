import Foundation
import QuartzCore

/// What a cell shows, as iOS 14's `UIContentConfiguration`: it makes the view that draws it,
/// and gives its look for a state (selected, highlighted, the app's own keys). A cell given one
/// puts the view it makes in its content view, edge to edge, and hands later configurations to
/// that view while it `supports(_:)` them.
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that draws a content configuration, as `UIContentView`.
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` in place of its own; by default, one of the
    /// same type.
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIView {
    /// Shows an app's own content configuration in this content view: given to `shown` while it
    /// supports it, else in a new view it makes, edge to edge, so its constraints size the cell.
    /// Returns the view showing it (nil for no configuration).
    func show(_ configuration: UIContentConfiguration?, replacing shown: (UIView & UIContentView)?) -> (UIView & UIContentView)? {
        guard let configuration else {
            shown?.removeFromSuperview()
            return nil
        }
        if let shown, shown.supports(configuration) {
            shown.configuration = configuration
            return shown
        }
        shown?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: leadingAnchor), view.trailingAnchor.constraint(equalTo: trailingAnchor),
            view.topAnchor.constraint(equalTo: topAnchor), view.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        return view
    }
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// A list cell's text, secondary text and image, as `UIListContentConfiguration`. Given to a
/// table cell's `contentConfiguration`, it fills the cell's labels and image view: the
/// secondary text shows where the cell's style places its detail label.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn, as `UIListContentConfiguration.TextProperties`.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines = 1
        public var alignment = TextAlignment.natural
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// Whether the font follows the content size category, as a label's; the configuration's
        /// text-style fonts do by default.
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var colorTransformer: UIConfigurationColorTransformer?

        /// The colour drawn: `color` through the transformer, as `resolvedColor()`.
        public func resolvedColor() -> UIColor { colorTransformer?.transform(color) ?? color }

        public enum TextAlignment: Int, Sendable { case natural, center, justified }
    }

    /// How the image is drawn, as `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        /// The symbol configuration a symbol image is drawn with, as `preferredSymbolConfiguration`.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var accessibilityIgnoresInvertColors = false
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// `UIListContentConfiguration.ImageProperties.standardDimension`: the image's natural size.
        public static let standardDimension: CGFloat = -1

        /// The tint drawn: the image's own tint through the transformer, else `tintColor`, as
        /// `resolvedTintColor(for:)`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer?.transform(color) ?? color
        }
    }

    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The axes along which the content's margins follow the superview's, as
    /// `axesPreservingSuperviewLayoutMargins`; the configuration's own margins are what is drawn.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    public var prefersSideBySideTextAndSecondaryText = false

    public init() {}

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration { header() }
    public static func plainHeader() -> UIListContentConfiguration { header() }

    private static func header() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
        return configuration
    }
}

extension UITableViewCell {
    /// The configuration for this cell's style, empty, to fill in and give back to
    /// `contentConfiguration`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        style == .value1 ? .valueCell() : .cell()
    }

    /// The configuration the cell shows; setting one fills its labels and image view.
    public var contentConfiguration: UIContentConfiguration? {
        get { shownConfiguration }
        set {
            shownConfiguration = newValue
            guard let list = newValue as? UIListContentConfiguration else {
                customContentView = contentView.show(newValue, replacing: customContentView)
                return setNeedsLayout()
            }
            customContentView = contentView.show(nil, replacing: customContentView)
            apply(list.textProperties, text: list.text, attributed: list.attributedText, to: textLabel)
            apply(list.secondaryTextProperties, text: list.secondaryText, attributed: list.secondaryAttributedText, to: detailTextLabel)
            imageView.image = list.image
            // A symbol keeps its size beside the text, centred in the image's place, as iOS lays
            // out a list cell's symbol; a picture fills the place.
            if list.image?.isSymbolImage == true { imageView.contentMode = .center }
            if let tint = list.imageProperties.tintColor { imageView.tintColor = tint }
            setNeedsLayout()
        }
    }

    private func apply(_ properties: UIListContentConfiguration.TextProperties, text: String?,
                       attributed: NSAttributedString?, to label: UILabel) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment == .center ? .center : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
    }
}
