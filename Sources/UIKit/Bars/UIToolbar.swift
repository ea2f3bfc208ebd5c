import Foundation
import QuartzCore

/// The bar of buttons along the bottom of a screen, as `UIToolbar`: its items in a row 44 points
/// tall, titles in the tint (semibold for `.done`) and images as template symbols, spread by
/// flexible and fixed spaces, over its appearance's background with the shadow line along its
/// top. As since iOS 15, the standard appearance (the chrome material) shows while content
/// scrolls under the bar and the scroll-edge one, or the standard one made transparent, when the
/// content's bottom edge is at the bar. A toolbar no navigation controller manages always shows
/// its standard appearance, as UIKit's does.
///
/// The bar is bottom-attached: its background reaches down from its frame to the bottom of its
/// superview, over the home indicator.
///
///     navigationController.isToolbarHidden = false
///     controller.toolbarItems = [.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)]
open class UIToolbar: UIView, UIBarPositioning {
    /// The bar's height above the home indicator area, in points.
    package static let height = 44.0
    /// From each edge to the first and last items, and between two items with no space between.
    static let margin = 16.0
    static let spacing = 8.0
    /// Symbol images in a toolbar are drawn at the body style's size, large scale, as in a navigation bar.
    static var symbolConfiguration: UIImage.SymbolConfiguration { UIImage.SymbolConfiguration(textStyle: .body, scale: .large) }

    open var items: [UIBarButtonItem]? { didSet { reloadItems() } }
    /// Kept for ported code; the appearance and the traits give the bar its look.
    open var barStyle = UIBarStyle.default
    /// The pre-iOS 13 colour of the bar in place of its material, as `barTintColor`.
    open var barTintColor: UIColor? { didSet { updateBackground() } }
    /// Whether the material lets content show through, as `isTranslucent`; an opaque bar draws
    /// its colour solid and blurs nothing.
    open var isTranslucent = true { didSet { updateBackground() } }
    open var standardAppearance = UIToolbarAppearance() { didSet { updateBackground() } }
    /// The appearance in compact height; nil takes the standard one.
    open var compactAppearance: UIToolbarAppearance? { didSet { updateBackground() } }
    /// The appearance with the content's bottom edge at the bar; nil takes the standard one, transparent.
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { updateBackground() } }
    /// The appearance at the scroll edge in compact height; nil takes the compact one, made transparent.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? { didSet { updateBackground() } }
    open weak var delegate: (any UIToolbarDelegate)?
    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .bottom }
    /// Whether the screen's content is at its bottom edge; set by the navigation controller that
    /// manages the bar.
    package var isAtScrollEdge = false { didSet { if oldValue != isAtScrollEdge { updateBackground() } } }

    private let background = UIView()
    private let hairline = UIView()
    /// Each item's view: a label for a titled item, an image view for an image, nil for a space.
    private var itemViews: [UIView?] = []

    public required init?(coder: NSCoder) { return nil }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
        addSubview(hairline)
        updateBackground()
        relayOutOnDirectionChange()
        relayOutOnScaleChange()
        resolveWithTraits(.barAppearance) { [unowned self] _ in updateBackground() }
    }

    /// Sets the items, as `setItems(_:animated:)`; they change at once.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// The items' views take the new tint where the item has none of its own. Nothing is built
    /// or laid out again: the tint moves nothing, and the bar hears of every change above it.
    open override func tintColorDidChange() {
        for (item, view) in zip(items ?? [], itemViews) where item.tintColor == nil {
            (view as? UILabel)?.textColor = tintColor
            (view as? UIImageView)?.tintColor = tintColor
        }
    }

    /// The appearance the bar shows now: the compact ones in compact height, and at the scroll
    /// edge the scroll-edge ones or a transparent copy of the standard one.
    var currentAppearance: UIToolbarAppearance {
        let isCompact = traitCollection.verticalSizeClass == .compact
        let standard = (isCompact ? compactAppearance : nil) ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        return (isCompact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance ?? standard.withTransparentBackground()
    }

    private func updateBackground() {
        let appearance = currentAppearance
        appearance.showBackground(on: background, barTintColor: barTintColor, isTranslucent: isTranslucent)
        hairline.backgroundColor = appearance.shadowColor ?? .clear
    }

    private func reloadItems() {
        for view in itemViews { view?.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            let color = item.tintColor ?? tintColor
            if let title = item.title, !title.isEmpty {
                let label = UILabel()
                label.text = title
                let body = UIFont.preferredFont(forTextStyle: .body)
                label.font = .systemFont(ofSize: body.pointSize, weight: item.style == .done ? .semibold : .regular)
                label.textColor = color
                addSubview(label)
                return label
            }
            guard let image = item.image else { return nil }
            let imageView = UIImageView()
            imageView.preferredSymbolConfiguration = Self.symbolConfiguration
            imageView.image = image
            imageView.tintColor = color
            imageView.contentMode = .center
            addSubview(imageView)
            return imageView
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    open override func layoutSubviews() {
        // Down to the superview's bottom: the bar's background fills the home indicator area too.
        let extent = max(0, (superview?.bounds.height ?? frame.maxY) - frame.maxY)
        background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + extent)
        let line = traitCollection.hairline
        hairline.frame = CGRect(x: 0, y: -line, width: bounds.width, height: line)
        layOutItems()
    }

    /// Lays the items out from the leading edge: each at its own width (a space at its `width`),
    /// the room left over shared by the flexible spaces, or, with none, left at the trailing end.
    private func layOutItems() {
        let items = items ?? []
        let widths = zip(items, itemViews).map { item, view in
            item.width > 0 ? item.width : view?.intrinsicContentSize.width ?? 0
        }
        let isFlexible = items.map { $0.systemItem == .flexibleSpace }
        // Two items side by side keep 8 points apart; a space between them sets its own.
        let isSpace = items.map { $0.systemItem == .flexibleSpace || $0.systemItem == .fixedSpace }
        let gaps = zip(isSpace, isSpace.dropFirst()).filter { !$0 && !$1 }.count
        let used = widths.reduce(0, +) + Double(gaps) * Self.spacing
        let flexibles = isFlexible.filter { $0 }.count
        let spare = max(0, bounds.width - 2 * Self.margin - used)
        var x = Self.margin
        for index in items.indices {
            if index > 0, !isSpace[index - 1], !isSpace[index] { x += Self.spacing }
            let width = widths[index] + (isFlexible[index] ? spare / Double(flexibles) : 0)
            itemViews[index]?.frame = CGRect(x: x, y: 0, width: width, height: Self.height)
            x += width
        }
        // Right to left the first item is on the right.
        mirrorForLayoutDirection(itemViews.compactMap { $0 })
    }
}

/// Hears about a toolbar, as `UIToolbarDelegate`; it may place the bar.
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
