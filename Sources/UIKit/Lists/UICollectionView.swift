import Foundation
import QuartzCore

/// A grid of items from a data source, as `UICollectionView`: it asks its `dataSource` for
/// every item when it is first laid out and on `reloadData()`, places them with its layout, and
/// scrolls by its `contentOffset`. Cells are made for every item, so `cellForItem(at:)` answers
/// for any of them, which is what zoom transitions read their start frame from; the headers,
/// footers and decorations the layout lists are made as it lists them.
///
///     let grid = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
///     grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
///     grid.dataSource = self
open class UICollectionView: UIScrollView {
    /// The direction a layout's content runs, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// What kind of view layout attributes place, as `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    /// The kind of a section's header, as flow and compositional layouts ask for it.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` puts the item, as `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self; needsReload = true; setNeedsLayout() }
    }
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { needsReload = true; setNeedsLayout() } }
    /// A `UICollectionViewDelegate`, held as the scroll view's delegate, as in UIKit.
    open override var delegate: (any UIScrollViewDelegate)? { didSet { needsReload = true; setNeedsLayout() } }
    private var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether the collection is editing: list cells show their editing accessories.
    open var isEditing = false {
        didSet { setNeedsLayout() }
    }
    /// A view behind every cell, as large as the collection's bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    private var needsReload = true
    private var items = SectionedCells<UICollectionViewCell>()
    /// The supplementary and decoration views the layout listed, by element.
    private var elementViews: [ElementKey: UICollectionReusableView] = [:]
    private var selected: Set<IndexPath> = []

    public required init?(coder: NSCoder) { return nil }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layout.collectionView = self
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A nib cannot be loaded here: the identifier's cells are plain cells.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
    }

    /// The view class to make for supplementary views of `elementKind` under `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind, default: [:]][identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// A new cell of the class registered for `identifier` (a plain cell when none is).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        (cellClasses[identifier] ?? UICollectionViewCell.self).init(dequeuedFor: identifier)
    }

    /// A new view of the class registered for `elementKind` and `identifier` (a plain
    /// reusable view when none is).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        (supplementaryClasses[elementKind]?[identifier] ?? UICollectionReusableView.self).init(dequeuedFor: identifier)
    }

    /// Asks the data source again for every item and places them.
    open func reloadData() {
        needsReload = false
        for (_, cell) in items.all { cell.removeFromSuperview() }
        for view in elementViews.values { view.removeFromSuperview() }
        elementViews = [:]
        if let dataSource {
            items.sections = (0..<max(0, dataSource.numberOfSections(in: self))).map { section in
                (0..<max(0, dataSource.collectionView(self, numberOfItemsInSection: section))).map { item in
                    dataSource.collectionView(self, cellForItemAt: IndexPath(item: item, section: section))
                }
            }
        } else {
            items.sections = []
        }
        for (indexPath, cell) in items.all {
            cell.isSelected = selected.contains(indexPath)
            addSubview(cell)
        }
        placeItems()
        for (indexPath, cell) in items.all { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
    }

    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    /// Runs `updates` and reloads: changes here take effect at once, without animation.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// Changes the layout, as `setCollectionViewLayout(_:animated:)`; the items move at once.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        layoutIfNeeded()
        completion?(true)
    }

    open var numberOfSections: Int {
        reloadIfNeeded()
        return items.sections.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return items.count(inSection: section)
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        reloadIfNeeded()
        return items.cell(at: indexPath)
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        reloadIfNeeded()
        return items.indexPath(of: cell)
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        reloadIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        reloadIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The header, footer or other supplementary view of `elementKind` at `indexPath`, if the layout has one.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        reloadIfNeeded()
        return elementViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleElements.filter { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind }.map(\.indexPath)
    }

    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        return collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 0.01, height: 0.01)))?
            .first { $0.representedElementCategory == .cell }?.indexPath
    }

    /// The cells whose frames overlap the visible bounds, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap(cellForItem(at:))
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        visibleElements.filter { $0.representedElementCategory == .cell }.map(\.indexPath)
    }

    private var visibleElements: [UICollectionViewLayoutAttributes] {
        reloadIfNeeded()
        return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter { $0.frame.intersection(bounds).height > 0.01 }
    }

    open var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection {
            for old in selected { cellForItem(at: old)?.isSelected = false }
            selected = []
        }
        guard let indexPath, allowsSelection else { return }
        selected.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let y: CGFloat = if scrollPosition.contains(.top) {
            frame.minY
        } else if scrollPosition.contains(.centeredVertically) {
            frame.midY - bounds.height / 2
        } else if scrollPosition.contains(.bottom) {
            frame.maxY - bounds.height
        } else {
            contentOffset.y
        }
        let x: CGFloat = if scrollPosition.contains(.left) {
            frame.minX
        } else if scrollPosition.contains(.centeredHorizontally) {
            frame.midX - bounds.width / 2
        } else if scrollPosition.contains(.right) {
            frame.maxX - bounds.width
        } else {
            contentOffset.x
        }
        let limit = CGPoint(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
        setContentOffset(CGPoint(x: min(max(0, x), limit.x), y: min(max(0, y), limit.y)), animated: animated)
    }

    open override var contentOffset: CGPoint {
        didSet {
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { setNeedsLayout() }
        }
    }

    open override func layoutSubviews() {
        if needsReload { reloadData() } else { placeItems() }
    }

    private func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// Puts every cell, supplementary and decoration view where the layout says, making the
    /// views the layout lists for the first time.
    private func placeItems() {
        backgroundView?.frame = bounds
        collectionViewLayout.prepare()
        for (indexPath, cell) in items.all {
            guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { continue }
            place(cell, by: attributes)
        }
        let everywhere = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        let elements = (collectionViewLayout.layoutAttributesForElements(in: everywhere) ?? []).filter { $0.representedElementCategory != .cell }
        let listed = Set(elements.map(\.elementKey))
        for (key, view) in elementViews where !listed.contains(key) {
            view.removeFromSuperview()
            elementViews[key] = nil
        }
        for attributes in elements {
            guard let view = elementView(for: attributes.elementKey) else { continue }
            place(view, by: attributes)
        }
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    private func place(_ view: UICollectionReusableView, by attributes: UICollectionViewLayoutAttributes) {
        view.frame = attributes.frame
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.applyListPlacement(attributes.listPlacement)
        view.apply(attributes)
    }

    /// The view for a supplementary or decoration element, made on first use: a supplementary
    /// view from the data source, in front of the cells; a decoration of the class the layout
    /// registered, behind them.
    package func elementView(for key: ElementKey) -> UICollectionReusableView? {
        if let view = elementViews[key] { return view }
        guard let kind = key.kind else { return nil }
        let view: UICollectionReusableView
        switch key.category {
        case .cell:
            return nil
        case .supplementaryView:
            guard let dataSource else { return nil }
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
            addSubview(view)
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
        case .decorationView:
            guard let viewClass = collectionViewLayout.decorationClasses[kind] else { return nil }
            view = viewClass.init(dequeuedFor: kind)
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
        }
        elementViews[key] = view
        return view
    }
}
