import Foundation
import QuartzCore

/// Lays out the sections of a compositional layout one after another: each section's headers,
/// its groups (down the collection, or in one row for an orthogonal section) and its footers
/// and background, measuring estimated sizes from the views as it goes.
struct SectionPlacer {
    let collectionView: UICollectionView
    let layout: UICollectionViewLayout
    /// Everything placed so far, in order.
    private(set) var placed: [UICollectionViewLayoutAttributes] = []
    /// Headers and footers that pin to the visible bounds, with the extent of their section.
    private(set) var pinned: [(attributes: UICollectionViewLayoutAttributes, span: ClosedRange<CGFloat>)] = []

    init(collectionView: UICollectionView, layout: UICollectionViewLayout) {
        (self.collectionView, self.layout) = (collectionView, layout)
    }

    /// Places section `index` with its top leading corner at `origin` in a container `container`
    /// wide and high, and returns the section's frame. `asRow` lays its groups in one row, as an
    /// orthogonal section or a horizontal layout does.
    mutating func place(_ section: NSCollectionLayoutSection, index: Int, at origin: CGPoint, container: CGSize, asRow: Bool) -> CGRect {
        let insets = section.contentInsets
        let itemCount = collectionView.numberOfItems(inSection: index)
        let contentWidth = max(0, container.width - insets.leading - insets.trailing)
        let follows = section.supplementariesFollowContentInsets
        let boundaryX = follows ? origin.x + insets.leading : origin.x
        let boundaryWidth = follows ? contentWidth : container.width
        var y = origin.y + section.topSpacing
        var pins: [UICollectionViewLayoutAttributes] = []
        func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
            let indexPath = IndexPath(item: 0, section: index)
            var size = item.layoutSize.resolved(in: CGSize(width: boundaryWidth, height: container.height))
            if item.layoutSize.heightDimension.isEstimated {
                size.height = measuredHeight(ofKind: item.elementKind, at: indexPath, width: size.width) ?? size.height
            }
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
            attributes.frame = CGRect(x: boundaryX + item.offset.x, y: y + item.offset.y, width: size.width, height: size.height)
            attributes.zIndex = item.zIndex
            placed.append(attributes)
            if item.pinToVisibleBounds { pins.append(attributes) }
            if item.extendsBoundary { y += size.height }
        }
        // Headers and footers only: an item aligned to a side has no place in a section here.
        let top: Set<NSRectAlignment> = [.top, .topLeading, .topTrailing]
        let bottom: Set<NSRectAlignment> = [.bottom, .bottomLeading, .bottomTrailing]
        for item in section.boundarySupplementaryItems where top.contains(item.alignment) { placeBoundary(item) }
        let contentTop = y
        y += insets.top
        var next = 0
        let list = section.listConfiguration
        var width = container.width
        if asRow {
            var x = origin.x + insets.leading
            var height: CGFloat = 0
            while next < itemCount {
                let before = next
                let size = place(section.group, in: CGSize(width: contentWidth, height: container.height), at: CGPoint(x: x, y: y),
                                 section: index, next: &next, count: itemCount, list: list)
                if next == before { break }
                x += size.width + section.interGroupSpacing
                height = max(height, size.height)
            }
            y += height
            // A row is as long as its groups, with the section's insets at both ends.
            width = max(0, x - (next > 0 ? section.interGroupSpacing : 0) + insets.trailing - origin.x)
        } else {
            var groups = 0
            while next < itemCount {
                let before = next
                let size = place(section.group, in: CGSize(width: contentWidth, height: container.height),
                                 at: CGPoint(x: origin.x + insets.leading, y: y), section: index, next: &next, count: itemCount, list: list)
                if next == before { break }
                y += size.height + section.interGroupSpacing
                groups += 1
            }
            if groups > 0 { y -= section.interGroupSpacing }
        }
        y += insets.bottom
        let contentBottom = y
        for item in section.boundarySupplementaryItems where bottom.contains(item.alignment) { placeBoundary(item) }
        let frame = CGRect(x: origin.x, y: origin.y, width: width, height: y - origin.y)
        pinned += pins.map { ($0, frame.minY...frame.maxY) }
        for decoration in section.decorationItems {
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: index))
            let d = decoration.contentInsets
            // A background covers the section with its insets, less its own.
            let band = CGRect(x: origin.x, y: contentTop, width: container.width, height: contentBottom - contentTop)
            attributes.frame = CGRect(x: band.minX + d.leading, y: band.minY + d.top, width: band.width - d.leading - d.trailing,
                                      height: band.height - d.top - d.bottom)
            attributes.zIndex = decoration.zIndex
            placed.append(attributes)
        }
        return frame
    }

    /// Places `group` at `origin` in a container of `container` (what its fractions are of),
    /// taking items from `next` on, and returns the size it took.
    private mutating func place(_ group: NSCollectionLayoutGroup, in container: CGSize, at origin: CGPoint, section: Int,
                                next: inout Int, count: Int, list: UICollectionLayoutListConfiguration?) -> CGSize {
        var size = group.layoutSize.resolved(in: container)
        let horizontal = group.axis == .horizontal
        let alongEstimated = horizontal ? group.layoutSize.widthDimension.isEstimated : group.layoutSize.heightDimension.isEstimated
        let acrossEstimated = horizontal ? group.layoutSize.heightDimension.isEstimated : group.layoutSize.widthDimension.isEstimated
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var children: [(range: Range<Int>, along: CGFloat, across: CGFloat)] = []
        var used: CGFloat = 0
        var across: CGFloat = 0
        var subitemIndex = 0
        while next < count, !group.subitems.isEmpty {
            if let limit = group.count, children.count >= limit { break }
            if group.count == nil, alongEstimated, subitemIndex >= group.subitems.count { break }
            let child = group.subitems[subitemIndex % group.subitems.count]
            var childSize = child.layoutSize.resolved(in: size)
            if let limit = group.count {
                let share = (length - spacing * CGFloat(limit - 1)) / CGFloat(limit)
                if horizontal { childSize.width = share } else { childSize.height = share }
            }
            let childAlong = horizontal ? childSize.width : childSize.height
            let start = used + (children.isEmpty ? 0 : spacing)
            if group.count == nil, !alongEstimated, !children.isEmpty, start + childAlong > length + 0.5 { break }
            let childOrigin = horizontal ? CGPoint(x: origin.x + start, y: origin.y) : CGPoint(x: origin.x, y: origin.y + start)
            let first = placed.count
            let taken: CGSize
            if let subgroup = child as? NSCollectionLayoutGroup {
                let before = next
                taken = place(subgroup, in: size, at: childOrigin, section: section, next: &next, count: count, list: list)
                if next == before { break }
            } else {
                taken = placeItem(child, size: childSize, at: childOrigin, indexPath: IndexPath(item: next, section: section),
                                  count: count, list: list)
                next += 1
            }
            let takenAlong = horizontal ? taken.width : taken.height
            children.append((first..<placed.count, takenAlong, horizontal ? taken.height : taken.width))
            used = start + takenAlong
            across = max(across, horizontal ? taken.height : taken.width)
            subitemIndex += 1
            if childAlong <= 0 { break }
        }
        // Flexible spacing shares out what the children leave of the group's length.
        if group.interItemSpacing?.isFlexibleSpacing == true, children.count > 1, !alongEstimated {
            let extra = max(0, length - used) / CGFloat(children.count - 1)
            for (offset, child) in children.enumerated() where offset > 0 {
                for attributes in placed[child.range] {
                    if horizontal { attributes.frame.origin.x += extra * CGFloat(offset) } else { attributes.frame.origin.y += extra * CGFloat(offset) }
                }
            }
        }
        if alongEstimated { if horizontal { size.width = used } else { size.height = used } }
        if acrossEstimated { if horizontal { size.height = across } else { size.width = across } }
        return size
    }

    /// Places one cell: its item's size less the content insets, the height measured when the
    /// item's height is estimated, and a list's styling.
    private mutating func placeItem(_ item: NSCollectionLayoutItem, size: CGSize, at origin: CGPoint, indexPath: IndexPath, count: Int,
                                    list: UICollectionLayoutListConfiguration?) -> CGSize {
        let insets = item.contentInsets
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let width = size.width - insets.leading - insets.trailing
        var height = size.height - insets.top - insets.bottom
        let cell = collectionView.cellForItem(at: indexPath)
        if let list {
            let placement = list.placement(item: indexPath.item, of: count, editing: collectionView.isEditing)
            attributes.listPlacement = placement
            cell?.applyListPlacement(placement)
        }
        if item.layoutSize.heightDimension.isEstimated, let cell {
            attributes.size = CGSize(width: width, height: height)
            let fitted = cell.preferredLayoutAttributesFitting(attributes).size.height
            height = list == nil ? onPixels(fitted) : max(UICollectionLayoutListConfiguration.minimumRowHeight, onPixels(fitted))
        }
        attributes.frame = CGRect(x: origin.x + insets.leading, y: origin.y + insets.top, width: width, height: height)
        placed.append(attributes)
        return CGSize(width: size.width, height: height + insets.top + insets.bottom)
    }

    /// The height a supplementary view's constraints need at `width`, nil when nothing constrains it.
    private func measuredHeight(ofKind kind: String, at indexPath: IndexPath, width: CGFloat) -> CGFloat? {
        guard let view = collectionView.elementView(for: ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)) else {
            return nil
        }
        let probe = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        probe.size = CGSize(width: width, height: 0)
        let height = view.preferredLayoutAttributesFitting(probe).size.height
        return height > 0 ? onPixels(height) : nil
    }

    /// A measured length rounded up to whole device pixels, so the views after it start on a
    /// pixel, as UIKit aligns self-sizing cells.
    private func onPixels(_ length: CGFloat) -> CGFloat {
        let scale = max(1, collectionView.traitCollection.displayScale)
        return (length * scale).rounded(.up) / scale
    }
}
