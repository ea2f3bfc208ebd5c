import Foundation
import QuartzCore

/// Where a supplementary view sits against its container, as `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A view laid out with a compositional layout's item or section, as
/// `NSCollectionLayoutSupplementaryItem`; the data source gives it for its `elementKind`.
open class NSCollectionLayoutSupplementaryItem {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    open var zIndex = 1
    open var contentInsets = NSDirectionalEdgeInsets.zero

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        (self.layoutSize, self.elementKind) = (layoutSize, elementKind)
    }
}

/// A section's header or footer, as `NSCollectionLayoutBoundarySupplementaryItem`: aligned
/// `.top` it comes before the section's items, `.bottom` after them.
///
///     let header = NSCollectionLayoutBoundarySupplementaryItem(
///         layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
///         elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
///     section.boundarySupplementaryItems = [header]
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether the view stays at the top of the visible bounds while its section is under it.
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero) {
        (self.alignment, self.offset) = (alignment, absoluteOffset)
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// A view behind a whole section, as `NSCollectionLayoutDecorationItem`; the layout draws it with
/// the class registered by `register(_:forDecorationViewOfKind:)`.
open class NSCollectionLayoutDecorationItem {
    public let elementKind: String
    open var zIndex = -1
    open var contentInsets = NSDirectionalEdgeInsets.zero

    private init(elementKind: String) {
        self.elementKind = elementKind
    }

    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// The space a compositional layout lays a section out in, as `NSCollectionLayoutContainer`.
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it builds a section, as `NSCollectionLayoutEnvironment`:
/// the container's size and the collection's traits.
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The collection's bounds less its safe area's sides.
struct LayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: contentSize.width - contentInsets.leading - contentInsets.trailing,
               height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}
