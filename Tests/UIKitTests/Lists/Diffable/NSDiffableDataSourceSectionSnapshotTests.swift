import Foundation
import Testing
@testable import UIKit

@Suite struct NSDiffableDataSourceSectionSnapshotTests {
    enum Section: Hashable { case library }

    @Test func anOutlineShowsExpandedChildrenIndentedUnderTheirParents() throws {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { collection, indexPath, name in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Leek"], to: "Vegetables")
        outline.append(["Cox"], to: "Apple")
        outline.expand(["Fruit"])
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Pear", "Vegetables", "Leek"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(outline.level(of: "Cox") == 2 && outline.parent(of: "Pear") == "Fruit")
        #expect(!outline.isVisible("Cox") && outline.isVisible("Pear"))
        dataSource.apply(outline, to: .library, animatingDifferences: false)
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 4)
        let fruit = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let apple = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(fruit.indentationLevel == 0 && apple.indentationLevel == 1)
        #expect(apple.contentView.frame.minX == fruit.contentView.frame.minX + apple.indentationWidth)
        #expect(fruit.configurationState.isExpanded && !apple.configurationState.isExpanded)
        #expect(dataSource.snapshot(for: .library).visibleItems == outline.visibleItems)

        outline.collapse(["Fruit"])
        outline.delete(["Vegetables"])
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Pear"])
        dataSource.apply(outline, to: .library)
        #expect(collection.numberOfItems(inSection: 0) == 1)
        #expect(outline.snapshot(of: "Apple", includingParent: true).items == ["Apple", "Cox"])
    }
}
