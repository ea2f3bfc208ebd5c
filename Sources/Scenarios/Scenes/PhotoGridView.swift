import Foundation
import UIKit

/// The three-ways article's collection screen: a grid of 100×160 cells, three to a row, each
/// showing its numbered photo, starting below the safe area's top (under the navigation bar).
package final class PhotoGridView: UIView {
    package static let columns = 3
    package static let cellSize = NumberedPhoto.size

    /// The cells, by item number.
    package private(set) var cells: [UICollectionViewCell] = []

    package init(size: CGSize, items: Int = 12) {
        super.init(frame: CGRect(origin: .zero, size: size))
        backgroundColor = Palette.groupedBackground
        for item in 0..<items {
            let cell = UICollectionViewCell(frame: CGRect(origin: .zero, size: Self.cellSize))
            cell.layer.cornerRadius = 8
            cell.clipsToBounds = true
            let photo = UIImageView(frame: cell.contentView.bounds)
            photo.image = NumberedPhoto.image(item)
            cell.contentView.addSubview(photo)
            addSubview(cell)
            cells.append(cell)
        }
        layoutSubviews()
    }

    package override func safeAreaInsetsDidChange() {
        layoutSubviews()
    }

    package override func layoutSubviews() {
        let spacing = (bounds.width - Double(Self.columns) * Self.cellSize.width) / Double(Self.columns + 1)
        // Off any device screen, the grid assumes the iPhone SE's status bar and a navigation bar.
        let top = safeAreaInsets.top > 0 ? safeAreaInsets.top : SceneParts.contentTop
        for (item, cell) in cells.enumerated() {
            let (row, column) = (item / Self.columns, item % Self.columns)
            cell.frame.origin = CGPoint(x: spacing + Double(column) * (Self.cellSize.width + spacing),
                                      y: top + spacing + Double(row) * (Self.cellSize.height + spacing))
        }
    }

    package required init?(coder: NSCoder) { return nil }
}
