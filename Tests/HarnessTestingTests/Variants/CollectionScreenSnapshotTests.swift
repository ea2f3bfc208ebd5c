import Foundation
import HarnessTesting
import Scenarios
import Testing
import UIKit

/// Collection views as iOS 17 apps build them: a compositional grid under a navigation bar
/// (a paging carousel, then a three-column grid below a self-sizing header) and a Settings-style
/// inset-grouped list filled by a diffable data source. The goldens sit in
/// `Goldens/collection-grid/` and `Goldens/collection-list/`.
@Suite struct CollectionScreenSnapshotTests {
    /// A section title laid out with constraints, so the layout measures its estimated height.
    final class SectionTitle: UICollectionReusableView {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .preferredFont(forTextStyle: .title3)
            label.textColor = .label
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                label.leadingAnchor.constraint(equalTo: leadingAnchor),
                label.trailingAnchor.constraint(equalTo: trailingAnchor),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) { return nil }
    }

    /// A rounded tile of one colour.
    final class TileCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 12
            contentView.clipsToBounds = true
        }

        required init?(coder: NSCoder) { return nil }
    }

    final class PhotosController: UICollectionViewController {
        static let colours: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal, .systemYellow, .systemIndigo]

        init() {
            super.init(collectionViewLayout: Self.layout())
        }

        required init?(coder: NSCoder) { return nil }

        static func layout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { section, _ in
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                if section == 0 {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(160)), subitems: [item])
                    let carousel = NSCollectionLayoutSection(group: group)
                    carousel.orthogonalScrollingBehavior = .groupPaging
                    carousel.interGroupSpacing = 12
                    carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                    carousel.boundarySupplementaryItems = [header]
                    return carousel
                }
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                let row = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
                let grid = NSCollectionLayoutSection(group: row)
                grid.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 14, bottom: 0, trailing: 14)
                grid.boundarySupplementaryItems = [header]
                return grid
            }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Photos"
            collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
            collectionView.register(SectionTitle.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "title")
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 4 : 12 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.contentView.backgroundColor = Self.colours[(indexPath.item + indexPath.section * 3) % Self.colours.count]
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                     at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! SectionTitle
            header.label.text = indexPath.section == 0 ? "Featured" : "Recent"
            return header
        }
    }

    enum Section: Hashable { case connections, general }

    final class SettingsController: UIViewController {
        struct Row: Hashable {
            let title: String, symbol: String, colour: String, value: String?
        }

        let rows: [Section: [Row]] = [
            .connections: [Row(title: "Wi-Fi", symbol: "wifi", colour: "blue", value: "Home"),
                           Row(title: "Bluetooth", symbol: "gear", colour: "blue", value: "On"),
                           Row(title: "Mobile Data", symbol: "bell.fill", colour: "green", value: nil)],
            .general: [Row(title: "General", symbol: "gear", colour: "gray", value: nil),
                       Row(title: "Privacy", symbol: "lock.fill", colour: "blue", value: nil)],
        ]
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            list.headerMode = .supplementary
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            let colours: [String: UIColor] = ["blue": .systemBlue, "green": .systemGreen, "gray": .systemGray]
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
                var content = cell.defaultContentConfiguration()
                content.text = row.title
                content.image = UIImage(systemName: row.symbol)
                content.imageProperties.tintColor = colours[row.colour]
                cell.contentConfiguration = content
                cell.accessories = (row.value.map { [.label(text: $0)] } ?? []) + [.disclosureIndicator()]
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
                header, _, indexPath in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = indexPath.section == 0 ? "CONNECTIONS" : "DEVICE"
                header.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, row in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
            snapshot.appendSections([.connections, .general])
            snapshot.appendItems(rows[.connections]!, toSection: .connections)
            snapshot.appendItems(rows[.general]!, toSection: .general)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    static let variants = Variants(devices: [.iPhoneSE3], styles: [.light, .dark]).all

    @Test func aCompositionalGridWithACarouselAndHeaders() {
        let verdicts = expectGoldenImage(of: UINavigationController(rootViewController: PhotosController()), as: .image(on: Self.variants),
                                         named: "collection-grid")
        #expect(verdicts.map(\.outcome.id) == Self.variants.map { "collection-grid/\($0.name)" })
    }

    @Test func anInsetGroupedListFromADiffableDataSource() {
        let verdicts = expectGoldenImage(of: UINavigationController(rootViewController: SettingsController()), as: .image(on: Self.variants),
                                         named: "collection-list")
        #expect(verdicts.map(\.outcome.id) == Self.variants.map { "collection-list/\($0.name)" })
    }
}
