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
    let showsLargeTitle: Bool
    private var placement = Placement.center

    required init?(coder: NSCoder) { return nil }

    init(item: UINavigationItem, backTitle: String?, showsLargeTitle: Bool, frame: CGRect) {
        self.showsLargeTitle = showsLargeTitle
        super.init(frame: frame)
        titleLabel.text = item.title ?? ""
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textAlignment = .center
        titleLabel.textColor = .label
        largeTitleLabel.textColor = .label
        largeTitleLabel.text = item.title ?? ""
        largeTitleLabel.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, weight: .bold)
        backLabel.text = backTitle ?? ""
        leftLabel.text = item.leftBarButtonItems.first?.title ?? ""
        rightLabel.text = item.rightBarButtonItems.first?.title ?? ""
        for (label, barItem) in [(leftLabel, item.leftBarButtonItems.first), (rightLabel, item.rightBarButtonItems.first)] {
            label.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: barItem?.style == .done ? .semibold : .regular)
        }
        for label in [titleLabel, backLabel, leftLabel, rightLabel, largeTitleLabel] { addSubview(label) }
        tintColorDidChange()
        place(.center)
        relayOutOnDirectionChange()
    }

    override func tintColorDidChange() {
        for label in [backLabel, leftLabel, rightLabel] { label.textColor = tintColor }
    }

    /// Lays the item out at `placement`. On push iOS slides the old title towards the back
    /// button's place and fades it, and brings the new title in from the right edge and the new
    /// back title in from the centre, fading both in; a pop runs the same motion backwards.
    func place(_ placement: Placement) {
        self.placement = placement
        let width = bounds.width, bar = UINavigationBar.height
        // From the back title's place to the centre: how far titles travel as they turn into back titles.
        let shift = width / 2 - Self.backTitleX
        let (titleOffset, backOffset, largeOffset): (Double, Double, Double) = switch placement {
        case .leading: (-shift, -shift, -width * NavigationSlideTransition.parallax)
        case .center: (0, 0, 0)
        case .trailing: (width / 2, shift, width)
        }
        let alpha = placement == .center ? 1.0 : 0.0
        titleLabel.frame = CGRect(x: titleOffset, y: 0, width: width, height: bar)
        titleLabel.alpha = showsLargeTitle ? 0 : alpha
        backLabel.frame = CGRect(x: Self.backTitleX + backOffset, y: 0, width: width / 2 - Self.backTitleX, height: bar)
        backLabel.alpha = alpha
        leftLabel.frame = CGRect(x: Self.margin, y: 0, width: width / 2 - Self.margin, height: bar)
        rightLabel.frame = CGRect(x: width / 2, y: 0, width: width / 2 - Self.margin, height: bar)
        leftLabel.alpha = alpha
        rightLabel.alpha = alpha
        // The large title belongs to the content below the bar, so it moves with the screen.
        largeTitleLabel.frame = CGRect(x: Self.margin + largeOffset, y: bar, width: width - 2 * Self.margin,
                                     height: UINavigationBar.largeTitleHeight)
        largeTitleLabel.alpha = showsLargeTitle && placement != .leading ? 1 : 0
        // Right to left everything is mirrored: the back button on the right, a push coming in
        // from the left. The right button's text keeps to the bar's trailing edge.
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        rightLabel.textAlignment = isRightToLeft ? .left : .right
        mirrorForLayoutDirection([titleLabel, backLabel, leftLabel, rightLabel, largeTitleLabel])
    }

    /// Lays the labels out again at the new width (an item made before its bar was sized).
    override func layoutSubviews() {
        place(placement)
    }
}
