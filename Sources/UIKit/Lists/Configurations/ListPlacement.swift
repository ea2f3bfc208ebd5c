import Foundation
import QuartzCore

/// How a list layout styles one cell where it puts it: the list's appearance, whether the cell
/// ends its section (no separator under it, the rounded corners of an inset group), and
/// whether the list is editing. The collection hands it to the cell with its frame.
package struct ListPlacement {
    package var appearance: UICollectionLayoutListConfiguration.Appearance
    package var showsSeparator: Bool
    /// The corners the cell rounds, and by how much: an inset group's first and last cells.
    package var roundedCorners: CACornerMask
    package var cornerRadius: CGFloat
    /// The first item of a section shown as its header (`headerMode = .firstItemInSection`).
    package var isHeader: Bool
    package var isEditing: Bool
}

extension UICollectionReusableView {
    /// Rounds the corners a list placement asks for; other views keep theirs.
    func applyListPlacement(_ placement: ListPlacement?) {
        guard let placement else { return }
        layer.cornerRadius = placement.cornerRadius
        layer.maskedCorners = placement.roundedCorners
        clipsToBounds = placement.cornerRadius > 0
        (self as? UICollectionViewListCell)?.placement = placement
    }
}
