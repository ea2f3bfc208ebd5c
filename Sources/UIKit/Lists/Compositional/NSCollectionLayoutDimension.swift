import Foundation
import QuartzCore

/// One side of a compositional layout's size, as `NSCollectionLayoutDimension`: a fraction of
/// the container's width or height, a number of points, or an estimate the view measures.
///
///     NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .absolute(120))
open class NSCollectionLayoutDimension {
    private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

    private let kind: Kind
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        (self.kind, self.dimension) = (kind, dimension)
    }

    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    /// A first guess the layout replaces with what the cell's constraints need.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated }

    /// The points this dimension stands for in a container of `container` (the estimate for an estimated one).
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated: dimension
        }
    }
}

/// A width and a height for a compositional layout's item, group or supplementary view, as
/// `NSCollectionLayoutSize`.
open class NSCollectionLayoutSize {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        (widthDimension, heightDimension) = (width, height)
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between the items of a group, as `NSCollectionLayoutSpacing`: fixed, or flexible
/// (at least so much, sharing what is left over).
open class NSCollectionLayoutSpacing {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    open var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, isFlexibleSpacing: Bool) {
        (self.spacing, self.isFlexibleSpacing) = (spacing, isFlexibleSpacing)
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false) }
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true) }
}

/// Space around an item that pushes its neighbours away, as `NSCollectionLayoutEdgeSpacing`.
open class NSCollectionLayoutEdgeSpacing {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom)
    }
}
