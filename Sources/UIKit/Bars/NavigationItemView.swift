import Foundation
import QuartzCore

/// One navigation item as a bar draws it: the centred title, the back title, the bar button
/// items and the large title, placed at rest or at either side of a push (UIKit's
/// `_UINavigationBarContentView`).
final class NavigationItemView: UIView {
    /// Where the item stands: at rest, pushed under the next one, or not yet pushed in.
    enum Placement { case leading, center, trailing }

    /// Where the back title starts: right of the back indicator chevron.
    static let backTitleX = 27.0
    static let margin = 16.0

    let titleLabel = UILabel()
    let backLabel = UILabel()
    let leftLabel = UILabel()
    let rightLabel = UILabel()
    let largeTitleLabel = UILabel()
    /// The first left and right bar button items' images, for items without a title.
    let leftImage = UIImageView()
    let rightImage = UIImageView()
    /// The first left and right items' own tints, over the bar's.
    private var itemTints: (left: UIColor?, right: UIColor?) = (nil, nil)
    let showsLargeTitle: Bool
    /// Whether the screen below showed its title large, so the back title grows out of it.
    private let backFromLargeTitle: Bool
    private var placement = Placement.center

    required init?(coder: NSCoder) { return nil }

    init(item: UINavigationItem, backTitle: String?, showsLargeTitle: Bool, backFromLargeTitle: Bool, frame: CGRect) {
        (self.showsLargeTitle, self.backFromLargeTitle) = (showsLargeTitle, backFromLargeTitle)
        super.init(frame: frame)
        titleLabel.text = item.title ?? ""
        largeTitleLabel.text = item.title ?? ""
        backLabel.text = backTitle ?? ""
        // Each text is centred in bounds sized to it, so a pair sharing a centre covers each
        // other even where a measured width is off.
        for label in [titleLabel, backLabel, largeTitleLabel] { label.textAlignment = .center }
        backLabel.font = .preferredFont(forTextStyle: .body)
        leftLabel.text = item.leftBarButtonItems?.first?.title ?? ""
        rightLabel.text = item.rightBarButtonItems?.first?.title ?? ""
        for (label, barItem) in [(leftLabel, item.leftBarButtonItems?.first), (rightLabel, item.rightBarButtonItems?.first)] {
            label.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: barItem?.style == .done ? .semibold : .regular)
        }
        itemTints = (item.leftBarButtonItems?.first?.tintColor, item.rightBarButtonItems?.first?.tintColor)
        for (imageView, barItem) in [(leftImage, item.leftBarButtonItems?.first), (rightImage, item.rightBarButtonItems?.first)] {
            // A title wins over an image, as an item shows one or the other.
            guard let image = (barItem?.title ?? "").isEmpty ? barItem?.image : nil else { continue }
            imageView.image = image
            imageView.preferredSymbolConfiguration = Self.symbolConfiguration
            if let tint = barItem?.tintColor { imageView.tintColor = tint }
            // Only an item with an image adds a view, so a bar without one keeps its layer tree.
            addSubview(imageView)
        }
        apply(UINavigationBarAppearance(), fallback: nil)
        for label in [titleLabel, backLabel, leftLabel, rightLabel, largeTitleLabel] { addSubview(label) }
        tintColorDidChange()
        place(.center)
        relayOutOnDirectionChange()
    }

    /// Symbol images in a navigation bar are drawn at the body style's size, large scale.
    static var symbolConfiguration: UIImage.SymbolConfiguration { UIImage.SymbolConfiguration(textStyle: .body, scale: .large) }

    override func tintColorDidChange() {
        backLabel.textColor = tintColor
        leftLabel.textColor = itemTints.left ?? tintColor
        rightLabel.textColor = itemTints.right ?? tintColor
    }

    /// Sets the titles in `appearance`'s text attributes (its `.font` and `.foregroundColor`),
    /// or `fallback`'s, the bar's pre-iOS 13 `titleTextAttributes`, where it has none; UIKit's
    /// are the headline style and the large title's bold, in the label colour.
    func apply(_ appearance: UINavigationBarAppearance, fallback: [NSAttributedString.Key: Any]?) {
        let title = appearance.titleTextAttributes.isEmpty ? fallback ?? [:] : appearance.titleTextAttributes
        let large = appearance.largeTitleTextAttributes
        titleLabel.font = title[.font] as? UIFont ?? .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = title[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.font = large[.font] as? UIFont
            ?? .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, weight: .bold)
        largeTitleLabel.textColor = large[.foregroundColor] as? UIColor ?? .label
        place(placement)
    }

    /// Lays the item out at `placement`. On a push iOS moves each text of the old item into its
    /// place on the new one: the old title slides to the back button's place as the new back
    /// title slides out of the title's, each cross-fading into the other, and a large title
    /// shrinks into the back button the same way; the new title comes in from the trailing
    /// edge. A pop runs the same motion backwards. Each text moves by its centre, scaled onto the
    /// extent of the text it turns into and aligned on the edge the pair shares, so the two of a
    /// pair cover each other at every instant and no title is ever seen twice.
    func place(_ placement: Placement) {
        self.placement = placement
        let width = bounds.width, bar = UINavigationBar.height
        let (title, back, large) = (textSize(titleLabel, fitting: width), textSize(backLabel, fitting: width / 2),
                                   textSize(largeTitleLabel, fitting: width - 2 * Self.margin))
        // The title (or large title) becomes the next screen's back title, and the back title
        // came out of the screen below's title (or large title). Their fonts differ, so each is
        // scaled onto the extent of the other's text and the pair covers each other as it fades.
        let asBack = textSize(largeTitleLabel.text, in: backLabel.font), asLarge = textSize(backLabel.text, in: largeTitleLabel.font)
        let titleAsBack = textSize(titleLabel.text, in: backLabel.font), backAsTitle = textSize(backLabel.text, in: titleLabel.font)
        let largeMidY = bar + UINavigationBar.largeTitleHeight / 2
        // From the back title's place to the centre: how far back titles travel as they go.
        let shift = width / 2 - Self.backTitleX
        let backAtRest = CGPoint(x: Self.backTitleX + back.width / 2, y: bar / 2)
        let alpha = placement == .center ? 1.0 : 0.0
        var titleCenter = CGPoint(x: width / 2, y: bar / 2), backCenter = backAtRest
        var largeCenter = CGPoint(x: Self.margin + large.width / 2, y: largeMidY)
        var (titleScale, backScale, largeScale) = (1.0, 1.0, 1.0)
        switch placement {
        case .center:
            break
        case .leading:
            // The title and the large title start where the back title starts, at its size.
            titleCenter.x = Self.backTitleX + titleAsBack.width / 2
            titleScale = title.width > 0 ? titleAsBack.width / title.width : 1
            largeCenter = CGPoint(x: Self.backTitleX + asBack.width / 2, y: bar / 2)
            largeScale = large.width > 0 ? asBack.width / large.width : 1
            backCenter.x -= shift
        case .trailing:
            titleCenter.x = width
            largeCenter.x += width
            // The back title comes out of the title below: centred where it was, or out of its
            // large title, at that size and from its leading edge.
            if backFromLargeTitle {
                backCenter = CGPoint(x: Self.margin + asLarge.width / 2, y: largeMidY)
                backScale = back.width > 0 ? asLarge.width / back.width : 1
            } else {
                backCenter.x = width / 2
                backScale = back.width > 0 ? backAsTitle.width / back.width : 1
            }
        }
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // A text layer clips what it draws to its bounds, and a glyph's ink may pass its advance,
        // so each label gets room beyond its measured text; centred text stays centred on the
        // same point, and the large title, read from its leading edge, is anchored there.
        func put(_ label: UILabel, _ size: CGSize, at center: CGPoint, scale: Double = 1, alpha: Double, fromLeadingEdge: Bool = false) {
            let room = size.width * 0.5 + 16
            label.bounds = CGRect(origin: .zero, size: CGSize(width: size.width + room, height: size.height))
            var x = center.x
            if fromLeadingEdge {
                label.layer.anchorPoint = CGPoint(x: isRightToLeft ? 1 : 0, y: 0.5)
                x = center.x - size.width * scale / 2
            }
            // Right to left everything is mirrored: the back button on the right, a push coming in from the left.
            label.center = CGPoint(x: isRightToLeft ? width - x : x, y: center.y)
            label.transform = CGAffineTransform(scaleX: scale, y: scale)
            label.alpha = alpha
            // The text is laid out in the new bounds now: a bar laid out outside a window's layout
            // pass (a standalone bar sized after its items) is drawn before any later pass would run.
            label.layoutIfNeeded()
        }
        largeTitleLabel.textAlignment = isRightToLeft ? .right : .left
        put(titleLabel, title, at: titleCenter, scale: titleScale, alpha: showsLargeTitle ? 0 : alpha)
        put(backLabel, back, at: backCenter, scale: backScale, alpha: alpha)
        // The large title belongs to the content below the bar, so it comes in with the screen;
        // it leaves into the back button.
        put(largeTitleLabel, large, at: largeCenter, scale: largeScale, alpha: showsLargeTitle && placement != .leading ? 1 : 0,
            fromLeadingEdge: true)
        leftLabel.frame = CGRect(x: Self.margin, y: 0, width: width / 2 - Self.margin, height: bar)
        rightLabel.frame = CGRect(x: width / 2, y: 0, width: width / 2 - Self.margin, height: bar)
        leftLabel.alpha = alpha
        rightLabel.alpha = alpha
        // An image fills the height of the bar's 44-point touch target at most, kept to the margin.
        for (imageView, trailing) in [(leftImage, false), (rightImage, true)] {
            let size = UIButton.fit(imageView.image == nil ? .zero : imageView.intrinsicContentSize, in: CGSize(width: bar, height: bar))
            let x = trailing ? width - Self.margin - size.width : Self.margin
            imageView.frame = CGRect(x: x, y: (bar - size.height) / 2, width: size.width, height: size.height)
            imageView.contentMode = .scaleAspectFit
            imageView.alpha = alpha
        }
        // The right button's text keeps to the bar's trailing edge.
        rightLabel.textAlignment = isRightToLeft ? .left : .right
        mirrorForLayoutDirection([leftLabel, rightLabel] + [leftImage, rightImage].filter { $0.superview === self })
    }

    /// The size of `label`'s one line of text, no wider than `limit`.
    private func textSize(_ label: UILabel, fitting limit: Double) -> CGSize {
        let size = label.intrinsicContentSize
        return CGSize(width: min(size.width, limit), height: size.height)
    }

    /// The size of `text` set in `font`.
    private func textSize(_ text: String?, in font: UIFont) -> CGSize {
        (text ?? "").size(withAttributes: [.font: font])
    }

    /// Lays the labels out again at the new width (an item made before its bar was sized).
    override func layoutSubviews() {
        place(placement)
    }

    /// Sizes the labels again to their text when the traits change (the item joins a window whose
    /// text size or scale differs from the one it was made under).
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        place(placement)
    }
}
