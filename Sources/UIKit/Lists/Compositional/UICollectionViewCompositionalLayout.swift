import Foundation
import QuartzCore

/// Builds the section at an index for the environment it is laid out in, as
/// `UICollectionViewCompositionalLayoutSectionProvider`; nil leaves the section out.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Settings of a whole compositional layout, as `UICollectionViewCompositionalLayoutConfiguration`.
open class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction sections follow one another; horizontally, each section is one row of groups.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var interSectionSpacing: CGFloat = 0

    public init() {}
}

/// A layout composed of items in groups in sections, as `UICollectionViewCompositionalLayout`.
/// Sections follow one another down the collection from the safe area's top; each repeats its
/// group until its items run out, or, with an orthogonal scrolling behaviour, lays its groups
/// in one row running sideways. Estimated heights are measured from the cell's constraints (or
/// its list content configuration), as iOS sizes self-sizing cells.
///
///     let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
///     let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
///                                                                      heightDimension: .absolute(160)), subitems: [item])
///     let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    /// The background a list layout gives the collection it is set on.
    var listBackground: UIColor?

    private var elements: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    private var pinned: [(attributes: UICollectionViewLayoutAttributes, natural: CGFloat, span: ClosedRange<CGFloat>)] = []
    private var contentSize = CGSize.zero

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        (self.sectionProvider, self.configuration) = (sectionProvider, configuration)
        super.init()
    }

    public required init?(coder: NSCoder) { return nil }

    /// A layout of lists in every section, as `list(using:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout.listBackground = configuration.resolvedBackgroundColor
        return layout
    }

    override func attached(to collectionView: UICollectionView) {
        if let listBackground { collectionView.backgroundColor = listBackground }
    }

    open override func prepare() {
        elements = [:]
        pinned = []
        guard let collectionView else { return }
        let safe = collectionView.safeAreaInsets
        let bounds = collectionView.bounds
        let container = LayoutContainer(contentSize: bounds.size,
                                        contentInsets: NSDirectionalEdgeInsets(top: 0, leading: safe.left, bottom: 0, trailing: safe.right))
        let environment = LayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
        let horizontal = configuration.scrollDirection == .horizontal
        let visibleHeight = bounds.height - safe.top - safe.bottom
        var placer = SectionPlacer(collectionView: collectionView, layout: self)
        var origin = CGPoint(x: safe.left, y: safe.top)
        var laidOut = 0
        for index in 0..<collectionView.numberOfSections {
            guard let section = sectionProvider(index, environment) else { continue }
            if laidOut > 0 {
                if horizontal { origin.x += configuration.interSectionSpacing } else { origin.y += configuration.interSectionSpacing }
            }
            laidOut += 1
            let frame = placer.place(section, index: index, at: origin,
                                     container: CGSize(width: container.effectiveContentSize.width, height: visibleHeight),
                                     asRow: horizontal || section.orthogonalScrollingBehavior != .none)
            if horizontal { origin.x = frame.maxX } else { origin.y = frame.maxY }
        }
        for attributes in placer.placed { elements[attributes.elementKey] = attributes }
        pinned = placer.pinned.map { ($0.attributes, $0.attributes.frame.minY, $0.span) }
        contentSize = horizontal ? CGSize(width: origin.x + safe.right, height: bounds.height) : CGSize(width: bounds.width, height: origin.y)
        pinHeaders(to: bounds.minY + safe.top)
    }

    /// Holds pinned headers at `top` while their section is under it, pushed up by its end.
    private func pinHeaders(to top: CGFloat) {
        for (attributes, natural, span) in pinned {
            attributes.frame.origin.y = max(natural, min(top, span.upperBound - attributes.frame.height))
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { !pinned.isEmpty }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elements[ElementKey(category: .cell, kind: nil, indexPath: indexPath)]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elements[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elements[ElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath)]
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elements.values.filter { $0.frame.intersects(rect) }.sorted(by: UICollectionViewLayoutAttributes.inOrder)
    }
}
