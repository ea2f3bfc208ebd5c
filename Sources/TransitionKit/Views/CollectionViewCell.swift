import Foundation

/// A cell of a grid, as `UICollectionViewCell`: content goes into `contentView`, which always
/// fills the cell.
open class CollectionViewCell: View {
    public let contentView = View()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(contentView)
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        contentView.frame = bounds
    }
}
