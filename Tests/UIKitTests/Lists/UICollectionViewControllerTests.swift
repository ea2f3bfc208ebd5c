import Foundation
import Testing
import UIKit

/// A section header as apps write one: a label inset in a reusable view.
final class TitleHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// An album grid as a `UICollectionViewController` subclass: two sections of 90-point items
/// with 40-point headers and 20-point footers.
final class AlbumsController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    let counts = [5, 4]
    var selected: [IndexPath] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "title")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "footer")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        guard kind == UICollectionView.elementKindSectionHeader else {
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "footer", for: indexPath)
        }
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleHeader
        header.label.text = "Album \(indexPath.section + 1)"
        return header
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize {
        CGSize(width: 0, height: 20)
    }
}

@Suite struct UICollectionViewControllerTests {
    /// The album grid laid out 320 by 480.
    func albums() -> AlbumsController {
        let controller = AlbumsController()
        controller.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.collectionView.layoutIfNeeded()
        return controller
    }

    @Test func theControllersViewIsItsCollectionAndItIsTheDataSourceAndDelegate() {
        let controller = albums()
        #expect(controller.view === controller.collectionView)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.delegate === controller)
        #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(controller.collectionView.numberOfSections == 2)
        #expect(controller.collectionView.numberOfItems(inSection: 1) == 4)
    }

    @Test func headersSitAboveTheirSectionsInsetsAndFootersBelow() throws {
        let controller = albums()
        let grid = controller.collectionView!
        let header = try #require(grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                         at: IndexPath(item: 0, section: 0)) as? TitleHeader)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(header.label.text == "Album 1")
        #expect(header.superview === grid)
        // Three 90-point items fit in the 300 points between the insets, spread 15 apart;
        // the second row keeps the 10-point spacing.
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 220, y: 50, width: 90, height: 90))
        #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 110, y: 150, width: 90, height: 90))
        let footer = try #require(grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(footer.frame == CGRect(x: 0, y: 250, width: 320, height: 20))
        let second = try #require(grid.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                               at: IndexPath(item: 0, section: 1)))
        #expect(second.frame.minY == 270)
        #expect(second.representedElementCategory == .supplementaryView)
        let height: CGFloat = 270 + 40 + 10 + 90 + 10 + 90 + 10 + 20
        #expect(grid.contentSize.height == height)
    }

    @Test func pinnedHeadersStayAtTheTopWhileTheirSectionIsUnderIt() throws {
        let controller = albums()
        let grid = controller.collectionView!
        (grid.collectionViewLayout as! UICollectionViewFlowLayout).sectionHeadersPinToVisibleBounds = true
        grid.contentOffset = CGPoint(x: 0, y: 300)
        grid.layoutIfNeeded()
        let header = { (section: Int) in
            grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(header(1)?.minY == 300, "the second section's header holds at the top of the bounds")
        let pushed: CGFloat = 270 - 40
        #expect(header(0)?.minY == pushed, "the first is pushed up by its section's end")
        #expect(grid.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) == [IndexPath(item: 0, section: 1)])
    }

    @Test func visibleItemsAreThoseOverlappingTheBounds() {
        let controller = albums()
        let grid = controller.collectionView!
        grid.frame.size.height = 200
        grid.layoutIfNeeded()
        #expect(grid.indexPathsForVisibleItems == (0..<5).map { IndexPath(item: $0, section: 0) })
        #expect(grid.visibleCells.count == 5)
        grid.scrollToItem(at: IndexPath(item: 3, section: 1), at: .top, animated: false)
        #expect(grid.contentOffset.y == grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))!.frame.minY
            || grid.contentOffset.y == grid.contentSize.height - 200)
        #expect(grid.indexPathsForVisibleItems.contains(IndexPath(item: 3, section: 1)))
    }

    @Test func appearingClearsTheSelection() {
        let controller = albums()
        controller.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test func aNewLayoutPlacesTheSameCellsAgain() {
        let controller = albums()
        let grid = controller.collectionView!
        let list = UICollectionViewFlowLayout()
        list.itemSize = CGSize(width: 320, height: 50)
        list.minimumLineSpacing = 0
        var finished = false
        grid.setCollectionViewLayout(list, animated: true) { finished = $0 }
        #expect(finished)
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil,
                "the new layout has no headers")
    }
}
