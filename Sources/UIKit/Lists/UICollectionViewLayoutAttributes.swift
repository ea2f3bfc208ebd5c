import Foundation
import QuartzCore

/// Where one item of a collection goes, as `UICollectionViewLayoutAttributes`; the collection
/// places the cell by it and then hands it to the cell's `apply(_:)`.
open class UICollectionViewLayoutAttributes {
    public let indexPath: IndexPath
    open var frame: CGRect
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
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
