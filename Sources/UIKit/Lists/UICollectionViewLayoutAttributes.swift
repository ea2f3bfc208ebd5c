import Foundation
import QuartzCore

/// Where one element of a collection goes, as `UICollectionViewLayoutAttributes`: a cell, a
/// supplementary view (a section header or footer) or a decoration view. The collection places
/// the view by it and then hands it to the view's `apply(_:)`.
open class UICollectionViewLayoutAttributes {
    /// What kind of view the attributes place, as `UICollectionView.ElementCategory`.
    public typealias ElementCategory = UICollectionView.ElementCategory

    open var indexPath: IndexPath
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var alpha: CGFloat = 1
    open var transform = CGAffineTransform.identity
    open var zIndex = 0
    open var isHidden = false
    public private(set) var representedElementCategory = ElementCategory.cell
    /// The kind of a supplementary or decoration view (`elementKindSectionHeader`…); nil for a cell.
    public private(set) var representedElementKind: String?

    /// Whether a self-sizing cell may choose its width too, as a flow layout's cells do; a
    /// compositional layout fixes the width and asks only for the height.
    package var fitsWidth = false
    /// How a list layout styles the cell placed here; nil outside lists.
    package var listPlacement: ListPlacement?

    public init() {
        indexPath = IndexPath(item: 0, section: 0)
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        (representedElementCategory, representedElementKind) = (.supplementaryView, elementKind)
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        (representedElementCategory, representedElementKind) = (.decorationView, decorationViewKind)
    }

    /// Which view these attributes place: a cell by its index path, the others by kind too.
    package var elementKey: ElementKey {
        ElementKey(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    }
}

/// Names one element of a collection, so its view can be found again after a layout pass.
package struct ElementKey: Hashable {
    package var category: UICollectionView.ElementCategory
    package var kind: String?
    package var indexPath: IndexPath
}
