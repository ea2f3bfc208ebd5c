import Foundation
import Testing
import UIKit

/// A photo cell as iOS code writes one: an image view filling the content view.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }
}

/// A grid controller that sizes its items three to a row, as photo grids do.
final class GridController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 2
        layout.minimumInteritemSpacing = 2
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.imageView.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemBlue : .systemOrange
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = (collectionView.bounds.width - 4) / 3
        return CGSize(width: side, height: side)
    }
}

@Suite struct UICollectionViewTests {
    @Test func aFlowLayoutWrapsItemsIntoRowsThatFillTheWidth() throws {
        let controller = GridController()
        controller.loadViewIfNeeded()
        let grid = controller.collectionView
        grid.layoutIfNeeded()
        #expect(grid.numberOfItems(inSection: 0) == 10)
        let side = (320.0 - 4) / 3
        let fifth = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
        #expect(abs(fifth.frame.minX - (side + 2)) < 0.001 && abs(fifth.frame.minY - (side + 2)) < 0.001, "second row, second column")
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)
        #expect(abs(cell.frame.minX - fifth.frame.minX) < 0.001 && abs(cell.frame.width - side) < 0.001)
        #expect(cell.reuseIdentifier == "photo")
        #expect(grid.indexPath(for: cell) == IndexPath(item: 4, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: fifth.frame.midX, y: fifth.frame.midY)) == IndexPath(item: 4, section: 0))
        #expect(abs(grid.contentSize.height - (4 * side + 3 * 2)) < 0.001, "ten items make four rows")
    }

    @Test func aZoomTransitionFindsTheSelectedCellsFrameInTheWindow() throws {
        let controller = GridController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        let grid = controller.collectionView
        grid.layoutIfNeeded()
        grid.contentOffset = CGPoint(x: 0, y: 50)
        grid.selectItem(at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: [])
        let selected = try #require(grid.indexPathsForSelectedItems?.first)
        let cell = try #require(grid.cellForItem(at: selected))
        let frame = cell.convert(cell.bounds, to: window)
        let attributes = try #require(grid.layoutAttributesForItem(at: selected))
        #expect(abs(frame.minY - (attributes.frame.minY - 50)) < 0.001, "scrolled content moves up in the window")
        #expect(grid.visibleCells.contains { $0 === cell })
    }
}
