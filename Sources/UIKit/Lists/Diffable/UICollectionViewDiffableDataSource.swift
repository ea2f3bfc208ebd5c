import Foundation
import QuartzCore

/// A collection's data source driven by snapshots of identifiers, as
/// `UICollectionViewDiffableDataSource`: it makes itself the collection's data source and
/// asks `cellProvider` for each item's cell.
///
///     let dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: grid) { grid, indexPath, item in
///         grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
///     }
///     dataSource.apply(snapshot, animatingDifferences: false)
///
/// Applying a snapshot reloads the collection, with or without `animatingDifferences`: every
/// cell here is made at once and batch updates take effect at once, so a change appears in its
/// final place on the next frame rather than moving there.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines applied to sections, for their cells' indentation.
    private var outlines: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Gives the headers, footers and other supplementary views the layout asks for.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// What may be reordered, and what the app hears of a reorder (NSDiffableDataSourceTransaction.swift).
    public var reorderingHandlers = ReorderingHandlers()

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        (self.collectionView, self.cellProvider) = (collectionView, cellProvider)
        collectionView.dataSource = self
    }

    /// Shows `snapshot`; the collection reloads (see the type's note on animation), then `completion` runs.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        current = snapshot
        outlines = outlines.filter { snapshot.indexOfSection($0.key) != nil }
        collectionView?.reloadData()
        completion?()
    }

    /// Shows `snapshot`'s visible items as the section `section` (added at the end when it is
    /// new), indenting list cells by their level in the outline.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.replaceItems(inSection: section, with: snapshot.visibleItems)
        outlines[section] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline last applied to `section`, or its items as roots.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = outlines[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Shows `snapshot` by reloading, as iOS 15's `applySnapshotUsingReloadData(_:completion:)`.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of what the data source shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    /// The provider's cell; a provider that gives none is a mistake UIKit raises, and a plain cell stands in here.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            SceneErrorLog.report(.exception(name: "NSInternalInconsistencyException",
                                            reason: "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)"))
            return UICollectionViewCell()
        }
        if let listCell = cell as? UICollectionViewListCell, let section = sectionIdentifier(for: indexPath.section),
           let outline = outlines[section], outline.contains(item) {
            listCell.indentationLevel = outline.level(of: item)
            listCell.isExpanded = outline.isExpanded(item)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
    }
}

/// A table's data source driven by snapshots of identifiers, as `UITableViewDiffableDataSource`;
/// it makes itself the table's data source. Applying a snapshot reloads the table (rows here
/// change at once, whatever `defaultRowAnimation` says). Subclass it to give section titles.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How rows would animate in and out on iOS; kept for ported code.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        (self.tableView, self.cellProvider) = (tableView, cellProvider)
        tableView.dataSource = self
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            SceneErrorLog.report(.exception(name: "NSInternalInconsistencyException",
                                            reason: "UITableView dataSource returned a nil cell for row at index path: \(indexPath)"))
            return UITableViewCell()
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // Editing, as UITableViewDiffableDataSource's subclasses override it to allow deleting or
    // moving rows; the table asks through its data source.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
