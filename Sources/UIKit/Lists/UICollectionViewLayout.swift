import Foundation
import QuartzCore

/// How a collection places its cells and supplementary views, as `UICollectionViewLayout`:
/// `prepare()` works the places out, and the collection reads them back by element.
open class UICollectionViewLayout {
    open internal(set) weak var collectionView: UICollectionView? {
        didSet { if let collectionView, collectionView !== oldValue { attached(to: collectionView) } }
    }
    /// The view classes this layout's decoration items are drawn with, by kind.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    public init() {}

    public required init?(coder: NSCoder) { return nil }

    /// Called when a collection takes this layout, before it lays out with it.
    func attached(to collectionView: UICollectionView) {}

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }
    /// Every element whose frame meets `rect`: cells, supplementary and decoration views.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func invalidateLayout() { collectionView?.setNeedsLayout() }
    /// Whether a change of the collection's bounds needs a new layout; true lets pinned headers follow a scroll.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The view class decoration items of `elementKind` are drawn with, as `register(_:forDecorationViewOfKind:)`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }
}
