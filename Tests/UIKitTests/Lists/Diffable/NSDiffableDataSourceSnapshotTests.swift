import Foundation
import Testing
@testable import UIKit

@Suite struct NSDiffableDataSourceSnapshotTests {
    enum Section: Hashable { case favourites, all }

    @Test func duplicateIdentifiersRaiseAndAreLeftOut() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        let errors = SceneErrorLog.collect {
            snapshot.appendSections([.all])
            snapshot.appendItems(["Ada", "Alan", "Ada"])
            snapshot.appendItems(["Alan"])
        }
        #expect(errors.count == 2)
        #expect(errors.first.map { "\($0)" }?.contains("supplied item identifiers are not unique. Duplicate identifiers: Ada") == true)
        #expect(snapshot.itemIdentifiers == ["Ada", "Alan"])
    }

    @Test func aSnapshotAnswersForItsSectionsAndItems() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.all])
        snapshot.insertSections([.favourites], beforeSection: .all)
        snapshot.appendItems([1, 2], toSection: .favourites)
        snapshot.appendItems([3, 4, 5], toSection: .all)
        #expect(snapshot.sectionIdentifiers == [.favourites, .all])
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfItems(inSection: .all) == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == .all)
        #expect(snapshot.indexOfItem(4) == 3)
        snapshot.deleteSections([.favourites])
        #expect(snapshot.itemIdentifiers == [3, 4, 5])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }
}
