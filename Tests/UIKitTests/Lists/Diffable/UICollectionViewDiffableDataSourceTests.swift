import Foundation
import Testing
@testable import UIKit

@Suite struct UICollectionViewDiffableDataSourceTests {
    enum Section: Hashable { case favourites, all }

    /// A list of names in a list layout, filled through a cell registration, as iOS 14 apps write it.
    final class NamesScreen {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        var configured: [String] = []
        lazy var dataSource: UICollectionViewDiffableDataSource<Section, String> = {
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                configured.append(name)
            }
            return UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
        }()

        func text(at indexPath: IndexPath) -> String? {
            (collectionView.cellForItem(at: indexPath)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    @Test func applyingTwoSnapshotsShowsTheSecond() {
        let screen = NamesScreen()
        var first = NSDiffableDataSourceSnapshot<Section, String>()
        first.appendSections([.favourites, .all])
        first.appendItems(["Ada"], toSection: .favourites)
        first.appendItems(["Alan", "Grace"], toSection: .all)
        var completed = false
        screen.dataSource.apply(first, animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(screen.collectionView.dataSource === screen.dataSource)
        #expect(screen.collectionView.numberOfSections == 2)
        #expect(screen.collectionView.numberOfItems(inSection: 1) == 2)
        #expect(screen.text(at: IndexPath(item: 1, section: 1)) == "Grace")

        var second = screen.dataSource.snapshot()
        second.insertItems(["Barbara"], beforeItem: "Grace")
        second.deleteItems(["Alan"])
        second.moveItem("Ada", afterItem: "Grace")
        screen.dataSource.apply(second)
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 0)
        #expect(screen.dataSource.snapshot().itemIdentifiers(inSection: .all) == ["Barbara", "Grace", "Ada"])
        #expect((0..<3).map { screen.text(at: IndexPath(item: $0, section: 1)) } == ["Barbara", "Grace", "Ada"])
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 1)) == "Ada")
        #expect(screen.dataSource.indexPath(for: "Grace") == IndexPath(item: 1, section: 1))
        #expect(screen.dataSource.sectionIdentifier(for: 1) == .all)
        let cell = screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
        #expect(cell?.frame == CGRect(x: 0, y: 0, width: 375, height: 44), "the empty first section takes no room")
    }

    @Test func aSupplementaryViewProviderGivesTheHeaders() throws {
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        let screen = NamesScreen()
        screen.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: list)
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "Favourites" : "Everyone"
            view.contentConfiguration = content
        }
        screen.dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems(["Ada"], toSection: .favourites)
        snapshot.appendItems(["Alan", "Grace"])
        screen.dataSource.apply(snapshot, animatingDifferences: true)
        screen.collectionView.layoutIfNeeded()
        let second = try #require(screen.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                          at: IndexPath(item: 0, section: 1)))
        #expect((second as? UICollectionViewCell)?.contentConfiguration.flatMap { ($0 as? UIListContentConfiguration)?.text } == "Everyone")
        let first = try #require(screen.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                         at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minX == 16 && first.frame.width == 343, "inset like the rows")
        let ada = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(abs(ada.frame.minY - first.frame.maxY) < 1e-9, "the rows start under their header")
        #expect(abs(second.frame.minY - ada.frame.maxY) < 1e-9)
    }

    @Test func reloadingOrReconfiguringAsksTheCellProviderAgain() {
        let screen = NamesScreen()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.all])
        snapshot.appendItems(["Ada", "Alan"])
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        screen.configured = []
        snapshot.reconfigureItems(["Alan"])
        snapshot.reloadItems(["Ada", "Nobody"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["Alan"] && snapshot.reloadedItemIdentifiers == ["Ada"])
        screen.dataSource.apply(snapshot)
        #expect(Set(screen.configured).isSuperset(of: ["Ada", "Alan"]))
    }

    /// A table whose data source titles its sections, as apps subclass the table's diffable data source.
    final class TitledSource: UITableViewDiffableDataSource<Section, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section) == .favourites ? "Favourites" : "Everyone"
        }
    }

    @Test func aTableDiffableDataSourceFillsItsTable() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        let source = TitledSource(tableView: table) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "name", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        source.defaultRowAnimation = .fade
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems(["Ada"], toSection: .favourites)
        snapshot.appendItems(["Alan", "Grace"], toSection: .all)
        source.apply(snapshot, animatingDifferences: false)
        #expect(table.dataSource === source)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Grace")
        #expect(source.tableView(table, titleForHeaderInSection: 0) == "Favourites")
        snapshot.deleteItems(["Alan"])
        source.apply(snapshot)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Grace")
    }
}
