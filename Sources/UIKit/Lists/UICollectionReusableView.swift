import Foundation
import QuartzCore

/// A view a collection places from its layout and reuses, as `UICollectionReusableView`: the
/// base of cells, and on its own a section header or footer.
///
///     final class TitleHeader: UICollectionReusableView {
///         let label = UILabel()
///         override init(frame: CGRect) { super.init(frame: frame); addSubview(label) }
///         required init?(coder: NSCoder) { fatalError() }
///     }
///     grid.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
///                   withReuseIdentifier: "title")
open class UICollectionReusableView: UIView {
    /// The name a collection reuses the view under, as `reuseIdentifier`.
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        layoutState.isCell = true
    }

    public required init?(coder: NSCoder) { return nil }

    /// A view of this class as a collection dequeues it: through `init(frame:)`, which a
    /// subclass overrides, so the collection can make views of a registered class.
    public required convenience init(dequeuedFor reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before a collection hands the view out again.
    open func prepareForReuse() {}

    /// Takes the layout's attributes after the collection has placed the view, as
    /// `apply(_:)`; subclasses read their own additions from a subclass of the attributes.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like for an estimated size, as
    /// `preferredLayoutAttributesFitting(_:)`: the height its Auto Layout constraints need at
    /// the attributes' width, as a self-sizing cell or header answers on iOS; in a flow layout,
    /// the smallest size they allow in both directions.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        if layoutAttributes.fitsWidth {
            let fitted = fittingSize()
            if fitted.width > 0, fitted.height > 0 { layoutAttributes.size = fitted }
            return layoutAttributes
        }
        let fitted = fittingHeight(width: layoutAttributes.size.width)
        if fitted > 0 { layoutAttributes.size.height = fitted }
        return layoutAttributes
    }

    /// The smallest size this view's constraints allow.
    func fittingSize() -> CGSize {
        systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    }

    /// The height this view's constraints need at `width`, or 0 when nothing constrains it.
    func fittingHeight(width: CGFloat) -> CGFloat {
        systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel).height
    }
}
