import Foundation
import Testing
@testable import UIKit

/// Each cell's constraints are solved on their own, held at the frame its list gives it: the
/// rows of a long list come out where their constraints put them, and a change inside one row
/// is solved in that row.
@Suite struct CellLayoutIslandTests {
    final class NameCell: UICollectionViewCell {
        let label = UILabel()
        var leading: NSLayoutConstraint!
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            leading = label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8)
            NSLayoutConstraint.activate([leading, label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor)])
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aLongGridOfConstrainedCellsIsLaidOutCellByCell() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 180, height: 32)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<NameCell, Int> { cell, _, number in cell.label.text = "Peak \(number)" }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { view, indexPath, number in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<600))
        source.apply(snapshot, animatingDifferences: false)
        let window = UIWindow(frame: grid.frame)
        window.addSubview(grid)
        window.layoutIfNeeded()
        let cells = (0..<600).compactMap { grid.cellForItem(at: IndexPath(item: $0, section: 0)) as? NameCell }
        #expect(cells.count == 600)
        #expect(cells.allSatisfy { $0.label.frame.minX == 8 && abs($0.label.frame.midY - 16) <= 0.5 && $0.label.frame.width > 0 })
        #expect(cells[0].label.rootView === cells[0] && grid.rootView === window, "a cell is its own solve; the list is the window's")

        let last = try #require(cells.last)
        last.leading.constant = 20
        window.layoutIfNeeded()
        #expect(last.label.frame.minX == 20 && cells[0].label.frame.minX == 8)
    }
}
