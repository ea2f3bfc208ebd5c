import Foundation
import TransitionKit

/// The three-ways article's collection screen: a header and a grid of 100×160 cells, three to a row, each
/// showing its numbered photo.
public final class PhotoGridView: View {
    public static let columns = 3
    public static let cellSize = NumberedPhoto.size

    /// The cells, by item number.
    public private(set) var cells: [CollectionViewCell] = []

    public init(title: String, tint: Color, size: Size, items: Int = 12) {
        super.init(frame: Rect(origin: .zero, size: size))
        backgroundColor = Palette.groupedBackground
        let spacing = (size.width - Double(Self.columns) * Self.cellSize.width) / Double(Self.columns + 1)
        for item in 0..<items {
            let (row, column) = (item / Self.columns, item % Self.columns)
            let cell = CollectionViewCell(frame: Rect(
                x: spacing + Double(column) * (Self.cellSize.width + spacing),
                y: 64 + spacing + Double(row) * (Self.cellSize.height + spacing),
                width: Self.cellSize.width, height: Self.cellSize.height))
            cell.cornerRadius = 8
            cell.clipsToBounds = true
            let photo = ImageView(frame: cell.contentView.bounds)
            photo.image = NumberedPhoto.image(item)
            cell.contentView.addSubview(photo)
            addSubview(cell)
            cells.append(cell)
        }
        // The header last, so cells scrolled under it would pass beneath.
        addSubview(SceneParts.header(title: title, tint: tint, width: size.width))
    }

    public required init?(coder: NSCoder) { return nil }
}
