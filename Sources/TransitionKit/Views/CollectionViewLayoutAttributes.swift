import Foundation

/// Where one item of a collection goes, as `UICollectionViewLayoutAttributes`; the collection
/// places the cell by it and then hands it to the cell's `apply(_:)`.
open class CollectionViewLayoutAttributes {
    public let indexPath: IndexPath
    open var frame: Rect
    open var center: Point {
        get { Point(x: frame.midX, y: frame.midY) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: Size {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var alpha: Double = 1
    open var transform = CGAffineTransform.identity
    open var zIndex = 0
    open var isHidden = false

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
    }
}
