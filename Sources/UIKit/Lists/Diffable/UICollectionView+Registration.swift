import Foundation
import QuartzCore

extension UICollectionView {
    /// A cell class with the code that fills it for an item, as `UICollectionView.CellRegistration`;
    /// `dequeueConfiguredReusableCell(using:for:item:)` makes and fills one.
    ///
    ///     let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
    ///         var content = cell.defaultContentConfiguration()
    ///         content.text = title
    ///         cell.contentConfiguration = content
    ///     }
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void
        let handler: Handler

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class and its kind with the code that fills it, as
    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void
        public let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            (self.elementKind, self.handler) = (elementKind, handler)
        }
    }

    /// A new cell of the registration's class, filled by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                                 for indexPath: IndexPath, item: Item?) -> Cell {
        let cell = Cell(dequeuedFor: String(describing: Cell.self))
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A new supplementary view of the registration's class and kind, filled by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let view = Supplementary(dequeuedFor: String(describing: Supplementary.self))
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
