import Foundation
import QuartzCore

/// One row of a table, as `UITableViewCell`: an optional image, a title, a detail text and an
/// accessory at the trailing edge, with UIKit's grey highlight when selected. Its colours are
/// the dynamic system ones, and right to left it lays out from the right.
///
///     let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
///     cell.textLabel.text = "Wi-Fi"
///     cell.detailTextLabel.text = "Home"
///     cell.accessoryType = .disclosureIndicator
open class UITableViewCell: UIView {
    /// Where the detail text goes, as `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// What the trailing edge shows, as `UITableViewCell.AccessoryType`; the detail buttons are
    /// drawn as the disclosure chevron.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// How a selected cell looks, as `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The control a row shows while editing, as `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }

    /// UIKit's `systemGray4`, the highlight of a selected row.
    package static let selectedBackground = UIColor.systemGray4
    /// The disclosure chevron's colour.
    package static let chevronColor = UIColor.tertiaryLabel
    /// The image's side, as iOS Settings draws its icons.
    package static let imageSide = 29.0

    public let style: CellStyle
    /// The configuration the cell shows (UIListContentConfiguration.swift).
    var shownConfiguration: UIContentConfiguration?
    /// The view an app's own content configuration made, in the content view.
    var customContentView: (UIView & UIContentView)?
    /// The name a table reuses the cell under, as `reuseIdentifier`.
    public let reuseIdentifier: String?
    /// Where custom content goes: it fills the cell left of the accessory.
    public let contentView = UIView()
    /// The title, as UIKit's `textLabel` (optional there, always present here).
    open private(set) var textLabel: UILabel! = UILabel()
    open private(set) var detailTextLabel: UILabel! = UILabel()
    /// Shown when it has an image or a background colour (a Settings-style icon).
    open private(set) var imageView: UIImageView! = UIImageView()
    open var accessoryType = AccessoryType.none {
        didSet { layoutSubviews() }
    }
    /// A view of the caller's at the trailing edge in place of the accessory type's symbol.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            layoutSubviews()
        }
    }
    open var selectionStyle = SelectionStyle.default
    /// The separator's insets from the cell's edges, as `separatorInset`; nil until set, when the
    /// separator starts where the text does.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? UIEdgeInsets(top: 0, left: textLeading, bottom: 0, right: 0) }
        set { ownSeparatorInset = newValue; setNeedsLayout() }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    /// A view shown behind the content while the cell is selected, as `selectedBackgroundView`.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// A view behind the content, as `backgroundView`.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsLayout()
        }
    }
    /// The grey highlight, as `setSelected(_:animated:)` shows it.
    open var isSelected = false {
        didSet {
            backgroundColor = isSelected && selectionStyle != .none ? Self.selectedBackground : restingBackground
            if selectedBackgroundView != nil { setNeedsLayout() }
        }
    }
    open var isHighlighted = false {
        didSet { if selectedBackgroundView != nil { setNeedsLayout() } }
    }
    /// The background when not selected: `systemBackground` in a plain table,
    /// `secondarySystemGroupedBackground` in a grouped one (set by the table).
    package var restingBackground = UIColor.systemBackground {
        didSet { if !isSelected { backgroundColor = restingBackground } }
    }
    /// The leading inset of the content (16 points, 20 on wide screens), set by the table, which
    /// lays the cell out once it has set this, `showsSeparator` and the frame.
    package var layoutMargin = 16.0

    /// Whether the one-pixel line along the bottom, from the text to the trailing edge, shows;
    /// set by the table, as `layoutMargin` is.
    package var showsSeparator = true

    private let accessorySymbol = UIView(layer: CAShapeLayer())
    private let separator = UIView()

    public required init?(coder: NSCoder) { return nil }

    public init(style: CellStyle, reuseIdentifier: String?) {
        (self.style, self.reuseIdentifier) = (style, reuseIdentifier)
        super.init(frame: .zero)
        layoutState.isCell = true
        backgroundColor = restingBackground
        textLabel.font = .preferredFont(forTextStyle: style == .value2 ? .subheadline : .body)
        textLabel.textColor = style == .value2 ? .systemBlue : .label
        detailTextLabel.font = .preferredFont(forTextStyle: style == .subtitle ? .subheadline : .body)
        detailTextLabel.textColor = .secondaryLabel
        for label in [textLabel!, detailTextLabel!] { label.adjustsFontForContentSizeCategory = true }
        imageView.layer.cornerRadius = 7
        imageView.clipsToBounds = true
        separator.backgroundColor = TableContentView.separatorColor
        addSubview(contentView)
        for view in [imageView!, textLabel!, detailTextLabel!] { contentView.addSubview(view) }
        for view in [accessorySymbol, separator] { addSubview(view) }
        relayOutOnDirectionChange()
        relayOutOnScaleChange()
    }

    /// A cell of this class as a table dequeues it: through `init(style:reuseIdentifier:)`,
    /// which a subclass overrides, so the table can make cells of a registered class.
    public required convenience init(dequeuedFor reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// A default-style cell with no reuse identifier. A convenience initializer, as UIKit's
    /// `init(frame:)` is for a cell, so `UITableViewCell()` and a subclass's `MyCell()` work.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Shows or hides the selection highlight, as `setSelected(_:animated:)`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Whether the cell shows its editing controls; they are not drawn here.
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// Called before a table hands the cell out again from `dequeueReusableCell`.
    open func prepareForReuse() {}

    /// The height the cell's text needs under `traits` in a cell `width` points wide, with
    /// UIKit's 11-point margins above and below: more than 44 points at the larger text sizes,
    /// or when a label of several lines wraps, as a self-sizing cell grows.
    func fittingHeight(with traits: UITraitCollection, width: Double) -> Double {
        let textWidth = width - textLeading - layoutMargin - accessoryWidth
        func height(_ label: UILabel) -> Double {
            let font = label.font.textStyle.map { UIFont.preferredFont(forTextStyle: $0, compatibleWith: traits) } ?? label.font!
            guard label.numberOfLines != 1, let text = label.text, !text.isEmpty, textWidth > 0 else { return font.lineHeight }
            return TextLayout(text, font: font, width: textWidth, maximumLines: label.numberOfLines,
                              lineBreakMode: label.lineBreakMode, language: traits.typesettingLanguage?.tag).size.height
        }
        return (style == .subtitle ? height(textLabel!) + height(detailTextLabel!) : height(textLabel!)) + 22
    }

    /// The room an accessory takes at the trailing side: a custom view's width and 8 points,
    /// or 20 for a standard accessory.
    private var accessoryWidth: Double {
        accessoryView.map { $0.frame.width + 8 } ?? (accessoryType == .none ? 0.0 : 20)
    }

    /// Whether the image shows: an empty image view takes no room, as in UIKit.
    private var hasImage: Bool { imageView.image != nil || imageView.backgroundColor != nil }

    /// Where the text starts; the table insets separators to it.
    package var textLeading: Double {
        hasImage ? layoutMargin + Self.imageSide + 16 : layoutMargin
    }

    open override func layoutSubviews() {
        let (width, height) = (bounds.width, bounds.height)
        // The content view ends where the accessory begins, as UIKit narrows it beside a
        // chevron, checkmark or custom accessory, so what an app pins to its trailing edge stays
        // clear of the accessory.
        let hasAccessory = accessoryView != nil || accessoryType != .none
        contentView.frame = CGRect(x: 0, y: 0, width: hasAccessory ? width - layoutMargin - accessoryWidth + 8 : width, height: height)
        imageView.isHidden = !hasImage
        imageView.frame = CGRect(x: layoutMargin, y: (height - Self.imageSide) / 2, width: Self.imageSide, height: Self.imageSide)
        let custom = accessoryView.map { $0.frame.size }
        let trailing = width - layoutMargin - accessoryWidth
        accessorySymbol.isHidden = custom != nil
        accessorySymbol.frame = CGRect(x: width - layoutMargin - accessoryWidth + 8, y: (height - 14) / 2, width: 12, height: 14)
        if let custom {
            accessoryView?.frame = CGRect(x: width - layoutMargin - custom.width, y: (height - custom.height) / 2, width: custom.width, height: custom.height)
        }
        (accessorySymbol.layer as? CAShapeLayer).map(drawAccessory)
        separator.isHidden = !showsSeparator
        let line = traitCollection.hairline
        let inset = ownSeparatorInset ?? UIEdgeInsets(top: 0, left: textLeading, bottom: 0, right: 0)
        separator.frame = CGRect(x: inset.left, y: height - line, width: max(0, width - inset.left - inset.right), height: line)
        for (view, shown) in [(backgroundView, true), (selectedBackgroundView, isSelected || isHighlighted)] {
            guard let view else { continue }
            if view.superview !== self { insertSubview(view, at: 0) }
            view.frame = bounds
            view.isHidden = !shown
        }
        let textWidth = trailing - textLeading
        detailTextLabel.isHidden = style == .default
        switch style {
        case .default:
            textLabel.frame = CGRect(x: textLeading, y: 0, width: textWidth, height: height)
        case .value1:
            textLabel.frame = CGRect(x: textLeading, y: 0, width: textWidth, height: height)
            detailTextLabel.frame = CGRect(x: textLeading, y: 0, width: textWidth - 4, height: height)
        case .value2:
            // A fixed column for the title, as Contacts lays out its fields.
            let column = min(90.0, textWidth / 3)
            textLabel.frame = CGRect(x: textLeading, y: 0, width: column, height: height)
            detailTextLabel.frame = CGRect(x: textLeading + column + 6, y: 0, width: textWidth - column - 6, height: height)
        case .subtitle:
            // A label of several lines is as tall as it wraps at the text's width.
            func linesHeight(_ label: UILabel) -> Double {
                label.numberOfLines == 1 ? label.lineHeight : max(label.lineHeight, label.sizeThatFits(CGSize(width: textWidth, height: 0)).height)
            }
            let (title, detail) = (linesHeight(textLabel), linesHeight(detailTextLabel))
            let top = (height - title - detail) / 2
            textLabel.frame = CGRect(x: textLeading, y: top, width: textWidth, height: title)
            detailTextLabel.frame = CGRect(x: textLeading, y: top + title, width: textWidth, height: detail)
        }
        // A value1 detail sits at the trailing edge, which is the left one right to left.
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        detailTextLabel.textAlignment = style == .value1 ? (isRightToLeft ? .left : .right) : .natural
        if style == .value2 { textLabel.textAlignment = isRightToLeft ? .left : .right }
        mirrorForLayoutDirection([contentView, imageView, textLabel, detailTextLabel, accessorySymbol, separator] + (accessoryView.map { [$0] } ?? []))
        // The standard views were placed in the cell's space; they live in the content view's,
        // which right to left starts past the accessory.
        if contentView.frame.minX != 0 {
            for view in [imageView!, textLabel!, detailTextLabel!] { view.frame.origin.x -= contentView.frame.minX }
        }
        accessorySymbol.transform = isRightToLeft && accessoryType != .checkmark ? CGAffineTransform(scaleX: -1, y: 1) : .identity
    }

    /// The chevron (8 × 13 points) or the check mark, stroked as SF Symbols draws them.
    private func drawAccessory(_ shape: CAShapeLayer) {
        var path = BezierPath()
        switch accessoryType {
        case .none: break
        case .disclosureIndicator, .detailDisclosureButton, .detailButton:
            path.move(to: CGPoint(x: 2, y: 1))
            path.addLine(to: CGPoint(x: 8, y: 7))
            path.addLine(to: CGPoint(x: 2, y: 13))
        case .checkmark:
            path.move(to: CGPoint(x: 0, y: 7.5))
            path.addLine(to: CGPoint(x: 4.5, y: 12))
            path.addLine(to: CGPoint(x: 12, y: 1))
        }
        shape.pathElements = path
        shape.fillColor = nil
        accessorySymbol.setColor(accessoryType == .checkmark ? tintColor : Self.chevronColor, for: .strokeColor) { shape.strokeColor = $0 }
        shape.lineWidth = 2
        shape.lineCap = .round
        shape.lineJoin = .round
    }
}
