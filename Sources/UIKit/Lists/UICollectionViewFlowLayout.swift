import Foundation
import QuartzCore

/// Items in rows that wrap at the collection's width, as `UICollectionViewFlowLayout` lays them
/// out vertically: each row holds as many items as fit with `minimumInteritemSpacing` between
/// them, spread so the row fills the width between the section insets. A section's header sits
/// above its insets and its footer below, each as tall as its reference size and as wide as the
/// collection.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var itemSize = CGSize(width: 50, height: 50)
    /// A first guess at each item's size; non-zero, each cell is sized by its constraints
    /// (`preferredLayoutAttributesFitting(_:)`) starting from it, as self-sizing cells are.
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset = UIEdgeInsets.zero
    /// The direction rows run; items here always wrap into rows, top to bottom.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    /// Whether a section's header stays at the top of the visible bounds while its section is
    /// under it, as `sectionHeadersPinToVisibleBounds`.
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    /// The estimated size that asks each cell for both its width and its height, as `automaticSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    private var attributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Each section's extent, for pinning its header within it.
    private var sectionSpans: [ClosedRange<CGFloat>] = []
    private var contentHeight: CGFloat = 0

    public override init() { super.init() }

    public required init?(coder: NSCoder) { return nil }

    open override func prepare() {
        attributes = [:]
        sectionSpans = []
        guard let collectionView else { return }
        let flow = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let width = collectionView.bounds.width
        var y: CGFloat = collectionView.safeAreaInsets.top
        for section in 0..<collectionView.numberOfSections {
            let sectionTop = y
            let inset = flow?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flow?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footer = flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            if header.height > 0 {
                place(UICollectionView.elementKindSectionHeader, section: section, frame: CGRect(x: 0, y: y, width: width, height: header.height))
            }
            let available = width - inset.left - inset.right
            y += header.height + inset.top
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
                    attributes[item.elementKey] = item
                    x += size.width + gap
                }
                y += height + lineSpacing
                row = []
            }
            let count = collectionView.numberOfItems(inSection: section)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let size = selfSized(flow?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize, at: indexPath)
                let width = row.reduce(0) { $0 + $1.1.width + itemSpacing } + size.width
                if width > available + 0.001 { placeRow(isLast: false) }
                row.append((indexPath, size))
            }
            placeRow(isLast: true)
            y += inset.bottom - (count > 0 ? lineSpacing : 0)
            if footer.height > 0 {
                place(UICollectionView.elementKindSectionFooter, section: section, frame: CGRect(x: 0, y: y, width: width, height: footer.height))
                y += footer.height
            }
            sectionSpans.append(sectionTop...y)
        }
        contentHeight = y
        pinSupplementaryViews(in: collectionView.bounds, topInset: collectionView.safeAreaInsets.top)
    }

    /// The size the cell at `indexPath` asks for when items size themselves, else `size`.
    private func selfSized(_ size: CGSize, at indexPath: IndexPath) -> CGSize {
        guard estimatedItemSize != .zero, let cell = collectionView?.cellForItem(at: indexPath) else { return size }
        let probe = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        probe.size = estimatedItemSize == Self.automaticSize ? .zero : estimatedItemSize
        probe.fitsWidth = true
        return cell.preferredLayoutAttributesFitting(probe).size
    }

    private func place(_ kind: String, section: Int, frame: CGRect) {
        let element = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        element.frame = frame
        element.zIndex = 10
        attributes[element.elementKey] = element
    }

    /// Holds each pinned header at the top of `visible` (below `topInset`) while its section
    /// reaches there, pushed up by the section's end, as UIKit pins headers while scrolling.
    private func pinSupplementaryViews(in visible: CGRect, topInset: CGFloat) {
        for (section, span) in sectionSpans.enumerated() {
            if sectionHeadersPinToVisibleBounds, let header = attributes[key(UICollectionView.elementKindSectionHeader, section)] {
                let pinned = min(max(header.frame.minY, visible.minY + topInset), span.upperBound - header.frame.height)
                header.frame.origin.y = max(header.frame.minY, pinned)
            }
            if sectionFootersPinToVisibleBounds, let footer = attributes[key(UICollectionView.elementKindSectionFooter, section)] {
                let pinned = max(min(footer.frame.minY, visible.maxY - footer.frame.height), span.lowerBound)
                footer.frame.origin.y = min(footer.frame.minY, pinned)
            }
        }
    }

    private func key(_ kind: String, _ section: Int) -> ElementKey {
        ElementKey(category: .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: section))
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.values.filter { $0.frame.intersects(rect) }.sorted(by: UICollectionViewLayoutAttributes.inOrder)
    }
}

extension UICollectionViewLayoutAttributes {
    /// Cells before supplementary views before decorations, each by index path then kind, so
    /// layouts list their elements in one stable order.
    static func inOrder(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes) -> Bool {
        if a.representedElementCategory != b.representedElementCategory {
            return a.representedElementCategory.rawValue < b.representedElementCategory.rawValue
        }
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return (a.representedElementKind ?? "") < (b.representedElementKind ?? "")
    }
}
