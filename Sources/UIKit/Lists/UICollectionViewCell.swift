import Foundation
import QuartzCore

/// A cell of a grid, as `UICollectionViewCell`: content goes into `contentView`, which always
/// fills the cell.
open class UICollectionViewCell: UIView {
    public let contentView = UIView()
    /// The name a collection reuses the cell under, as `reuseIdentifier`.
    public private(set) var reuseIdentifier: String?
    open var isSelected = false
    open var isHighlighted = false

    /// Takes the layout's attributes after the collection has placed the cell, as
    /// `apply(_:)`; subclasses read their own additions from a subclass of the attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A cell of this class as a collection dequeues it: through `init(frame:)`, which a
    /// subclass overrides, so the collection can make cells of a registered class.
    public required convenience init(dequeuedFor reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before a collection hands the cell out again.
    open func prepareForReuse() {}

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        contentView.frame = bounds
    }
}
