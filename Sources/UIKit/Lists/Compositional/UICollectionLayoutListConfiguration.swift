import Foundation
import QuartzCore

/// A list section's look, as `UICollectionLayoutListConfiguration`: one full-width row per item,
/// at least 44 points tall, in iOS's plain, grouped, inset-grouped or sidebar style, with
/// separators between rows and an optional header per section.
///
///     var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
///     list.headerMode = .supplementary
///     collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: list)
public struct UICollectionLayoutListConfiguration {
    /// The list's style, as `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Where a section's header comes from, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    /// Where a section's footer comes from, as `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable { case none, supplementary }

    public let appearance: Appearance
    public var showsSeparators = true
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// The list's background; nil takes the appearance's.
    public var backgroundColor: UIColor?
    /// The space above a section's header, as iOS 15's `headerTopPadding`; nil leaves none.
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// iOS's rows are never shorter than this, whatever their content.
    static let minimumRowHeight: CGFloat = 44
    /// The space before a grouped section with no header, as iOS leaves between sections.
    static let groupedSectionSpacing: CGFloat = 35

    private var isGrouped: Bool { appearance != .plain && appearance != .sidebarPlain }
    private var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }

    /// The background the appearance gives the collection: `systemGroupedBackground` behind grouped lists.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
    }

    /// How the list styles item `item` of a section of `count`.
    func placement(item: Int, of count: Int, editing: Bool) -> ListPlacement {
        let isHeader = headerMode == .firstItemInSection && item == 0
        let isLast = item == count - 1
        var corners: CACornerMask = []
        if appearance == .insetGrouped {
            if item == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        } else if appearance == .sidebar {
            corners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        }
        // The last row of a grouped section has no separator: the section's end marks it.
        let separator = showsSeparators && !isHeader && !(isGrouped && isLast) && appearance != .sidebar && appearance != .sidebarPlain
        return ListPlacement(appearance: appearance, showsSeparator: separator, roundedCorners: corners,
                             cornerRadius: corners.isEmpty ? 0 : 10, isHeader: isHeader, isEditing: editing)
    }

    /// A section of this list in `environment`: the rows, the insets of the appearance, and
    /// headers and footers as supplementary views when the modes ask for them.
    func section(in environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.minimumRowHeight))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        let margin: CGFloat = environment.container.effectiveContentSize.width >= 414 ? 20 : 16
        let side = isInset ? margin : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: headerMode == .supplementary || !isGrouped ? 0 : Self.groupedSectionSpacing,
                                                        leading: side, bottom: 0, trailing: side)
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(isGrouped ? 38 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = !isGrouped
            boundaries.append(header)
        }
        if footerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(isGrouped ? 38 : 28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        section.topSpacing = headerMode == .supplementary ? headerTopPadding ?? 0 : 0
        section.listConfiguration = self
        return section
    }
}

extension NSCollectionLayoutSection {
    /// A list section, as `list(using:layoutEnvironment:)`: for a section provider that mixes
    /// lists with other sections.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.section(in: layoutEnvironment)
    }
}
