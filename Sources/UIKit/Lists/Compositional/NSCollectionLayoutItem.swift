import Foundation
import QuartzCore

/// One cell's place in a compositional layout, as `NSCollectionLayoutItem`: its size, relative
/// to the group holding it, and the insets its cell keeps inside that size.
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's size the cell leaves empty; fractions are of the size before the insets.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Kept for ported code; items here sit side by side with their group's spacing only.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Kept for ported code; badges on items are not laid out here, only sections' headers and footers.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        (self.layoutSize, self.supplementaryItems) = (layoutSize, supplementaryItems)
    }
}

/// Items side by side or one above another, repeated along the section, as
/// `NSCollectionLayoutGroup`. A group given its subitems fits as many as its size holds,
/// cycling through them; one given a count divides its size equally among that many.
///
///     let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
///     let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///                                                  subitem: item, count: 3)
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The direction a group lays its subitems out in.
    enum Axis { case horizontal, vertical }

    public let subitems: [NSCollectionLayoutItem]
    /// The space between subitems; nil is none.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    let axis: Axis
    /// How many subitems share the group equally, or nil to fit the subitems' own sizes.
    let count: Int?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], axis: Axis, count: Int?) {
        (self.subitems, self.axis, self.count) = (subitems, axis, count)
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, axis: .horizontal, count: nil)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], axis: .horizontal, count: count)
    }

    /// iOS 16's spelling of `horizontal(layoutSize:subitem:count:)`.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, axis: .vertical, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], axis: .vertical, count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

/// How a section scrolls across the main direction, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: anything but `.none` lays the section
/// out as one row of groups running sideways past the edge.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated until
/// the items run out, with spacing between groups, insets around them, and headers, footers and
/// backgrounds at its edges.
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep to the section's leading and trailing insets.
    open var supplementariesFollowContentInsets = true
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Space before the section's headers, as a list's `headerTopPadding` asks.
    var topSpacing: CGFloat = 0
    /// Set by `list(using:layoutEnvironment:)`: how the list styles its cells.
    var listConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
