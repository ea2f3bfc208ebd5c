import Foundation
import QuartzCore

/// A section's header or footer, as `UITableViewHeaderFooterView`: a `contentView` for custom
/// subviews, an optional `backgroundView`, and a `textLabel` set as the table sets its section
/// titles (footnote text in `secondaryLabel`, 6 points above the band's bottom, starting where
/// the rows' text does). A table lays it out from its delegate's `viewForHeaderInSection`.
///
///     table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
///     let header = table.dequeueReusableHeaderFooterView(withIdentifier: "header")
///     header?.textLabel?.text = "Recent"
open class UITableViewHeaderFooterView: UIView {
    open private(set) var reuseIdentifier: String?
    /// Where custom content goes; it fills the view.
    open var contentView: UIView { content }
    private let content = UIView()
    /// Optional, as UIKit's; always present here.
    open var textLabel: UILabel? { label }
    private let label = UILabel()
    /// Below the text label, in the caption style; shown only when it has text.
    open var detailTextLabel: UILabel? { detail }
    private let detail = UILabel()
    /// Behind the content view, filling the view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Where the text starts, set by the table to its rows' text inset.
    package var textInset = 16.0 {
        didSet { if textInset != oldValue { setNeedsLayout() } }
    }

    /// Designated, as UIKit declares it.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        layoutState.isCell = true
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        label.adjustsFontForContentSizeCategory = true
        detail.font = .preferredFont(forTextStyle: .caption1)
        detail.textColor = .secondaryLabel
        addSubview(content)
        content.addSubview(label)
        content.addSubview(detail)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    /// A view of this class as a table dequeues it, through `init(reuseIdentifier:)`, which a
    /// subclass overrides (see `UITableViewCell.init(dequeuedFor:)`).
    public required convenience init(dequeuedFor reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Called before a table hands the view out again.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        backgroundView?.frame = bounds
        content.frame = bounds
        let width = max(0, bounds.width - 2 * textInset)
        let lineHeight = label.font.lineHeight
        let hasDetail = !(detail.text ?? "").isEmpty
        let detailHeight = hasDetail ? detail.font.lineHeight : 0
        label.frame = CGRect(x: textInset, y: bounds.height - 6 - detailHeight - lineHeight, width: width, height: lineHeight)
        detail.frame = CGRect(x: textInset, y: bounds.height - 6 - detailHeight, width: width, height: detailHeight)
        detail.isHidden = !hasDetail
        mirrorForLayoutDirection([label, detail])
    }
}
