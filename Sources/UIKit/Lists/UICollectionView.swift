import Foundation
import QuartzCore

/// Where a collection's items come from, as `UICollectionViewDataSource`.
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// A collection's selection callbacks, as `UICollectionViewDelegate`; every method is optional.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// Per-item sizes and spacings for a flow layout, as `UICollectionViewDelegateFlowLayout`.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
}


/// How a collection places its items, as `UICollectionViewLayout`; subclasses return the frame
/// of each item.
open class UICollectionViewLayout {
    open internal(set) weak var collectionView: UICollectionView?

    public init() {}

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func invalidateLayout() { collectionView?.setNeedsLayout() }
}

/// Items in rows that wrap at the collection's width, as `UICollectionViewFlowLayout` lays them out
/// vertically: each row holds as many items as fit with `minimumInteritemSpacing` between them,
/// spread so the row fills the width between the section insets.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction rows run; items here always wrap into rows, top to bottom.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    open var scrollDirection = ScrollDirection.vertical
    open var headerReferenceSize = CGSize.zero

    private var attributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var contentHeight: CGFloat = 0

    open override func prepare() {
        attributes = [:]
        guard let collectionView else { return }
        let flow = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let width = collectionView.bounds.width
        var y: CGFloat = collectionView.safeAreaInsets.top
        for section in 0..<collectionView.numberOfSections {
            let inset = flow?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let available = width - inset.left - inset.right
            y += headerReferenceSize.height + inset.top
            var row: [(IndexPath, CGSize)] = []
            func placeRow(isLast: Bool) {
                guard !row.isEmpty else { return }
                let used = row.reduce(0) { $0 + $1.1.width }
                // Full rows spread their items across the width; the last one keeps the spacing.
                let gap = row.count > 1 && !isLast ? max(itemSpacing, (available - used) / CGFloat(row.count - 1)) : itemSpacing
                let height = row.map(\.1.height).max() ?? 0
                var x = inset.left
                for (indexPath, size) in row {
                    let item = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    item.frame = CGRect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                    attributes[indexPath] = item
                    x += size.width + gap
                }
                y += height + lineSpacing
                row = []
            }
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let size = flow?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
                let width = row.reduce(0) { $0 + $1.1.width + itemSpacing } + size.width
                if width > available + 0.001 { placeRow(isLast: false) }
                row.append((indexPath, size))
            }
            placeRow(isLast: true)
            y += inset.bottom - (collectionView.numberOfItems(inSection: section) > 0 ? lineSpacing : 0)
        }
        contentHeight = y
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes[indexPath]
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.values.filter { $0.frame.intersects(rect) }.sorted { $0.indexPath < $1.indexPath }
    }
}

/// A grid of items from a data source, as `UICollectionView`: it asks its `dataSource` for
/// every item when it is first laid out and on `reloadData()`, places them with its layout, and
/// scrolls by its `contentOffset`. Cells are made for every item, so `cellForItem(at:)` answers
/// for any of them, which is what zoom transitions read their start frame from.
///
///     let grid = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
///     grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
///     grid.dataSource = self
open class UICollectionView: UIScrollView {
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
    open var backgroundView: UIView?

    private var classes: [String: UICollectionViewCell.Type] = [:]
    private var needsReload = true
    private var items = SectionedCells<UICollectionViewCell>()
    private var selected: Set<IndexPath> = []

    public required init?(coder: NSCoder) { return nil }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        classes[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A nib cannot be loaded here: the identifier's cells are plain cells.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        classes[identifier] = nil
    }

    /// A new cell of the class registered for `identifier` (a plain cell when none is).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        (classes[identifier] ?? UICollectionViewCell.self).init(dequeuedFor: identifier)
    }

    /// Asks the data source again for every item and places them.
    open func reloadData() {
        needsReload = false
        for (_, cell) in items.all { cell.removeFromSuperview() }
        if let dataSource {
            items.sections = (0..<max(0, dataSource.numberOfSections(in: self))).map { section in
                (0..<max(0, dataSource.collectionView(self, numberOfItemsInSection: section))).map { item in
                    dataSource.collectionView(self, cellForItemAt: IndexPath(item: item, section: section))
                }
            }
        } else {
            items.sections = []
        }
        for (_, cell) in items.all { addSubview(cell) }
        placeItems()
        for (indexPath, cell) in items.all { collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
    }

    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
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

    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        return collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 0.01, height: 0.01)))?.first?.indexPath
    }

    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap(cellForItem(at:))
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        reloadIfNeeded()
        return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).map(\.indexPath)
    }

    open var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection { selected = [] }
        guard let indexPath, allowsSelection else { return }
        selected.insert(indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.remove(indexPath)
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
        let limit = max(0, contentSize.height - bounds.height)
        setContentOffset(CGPoint(x: contentOffset.x, y: min(max(0, y), limit)), animated: animated)
    }

    open override func layoutSubviews() {
        if needsReload { reloadData() } else { placeItems() }
    }

    private func reloadIfNeeded() {
        if needsReload { reloadData() }
    }

    /// Puts every cell where the layout says.
    private func placeItems() {
        collectionViewLayout.prepare()
        for (indexPath, cell) in items.all {
            guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { continue }
            cell.frame = attributes.frame
            cell.alpha = attributes.alpha
            cell.isHidden = attributes.isHidden
            cell.apply(attributes)
        }
        contentSize = collectionViewLayout.collectionViewContentSize
    }
}
