import Foundation
import Testing
import UIKit

/// A cell whose height comes from its constraints: a 70-point box 10 points inside the content view.
final class BoxCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            box.heightAnchor.constraint(equalToConstant: 70),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A header sized by its constraints: a 30-point bar 8 points inside it.
final class BarHeader: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            bar.leadingAnchor.constraint(equalTo: leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            bar.heightAnchor.constraint(equalToConstant: 30),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A background behind a section, registered with the layout.
final class SectionBackground: UICollectionReusableView {}

/// A data source of fixed counts per section, with `BoxCell`s and `BarHeader`s.
final class CountsSource: UICollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "bar", for: indexPath)
    }
}

@Suite struct UICollectionViewCompositionalLayoutTests {
    func collection(_ layout: UICollectionViewLayout, counts: [Int], width: CGFloat = 320) -> (UICollectionView, CountsSource) {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        collection.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        collection.register(BarHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "bar")
        let source = CountsSource(counts)
        collection.dataSource = source
        collection.layoutIfNeeded()
        return (collection, source)
    }

    func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collection.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func aGridOfThirdsWithAnEstimatedHeaderMeasuredFromItsConstraints() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        let (grid, _) = collection(UICollectionViewCompositionalLayout(section: section), counts: [7])
        let header = try #require(grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header is BarHeader)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 46), "30 points of bar and 8 above and below, not the estimate")
        let third = 320.0 / 3
        let first = try #require(frame(grid, 0))
        #expect(first.origin == CGPoint(x: 2, y: 48) && abs(first.width - (third - 4)) < 1e-9 && abs(first.height - (third - 4)) < 1e-9)
        let fifth = try #require(frame(grid, 4))
        #expect(abs(fifth.minX - (third + 2)) < 1e-9 && abs(fifth.minY - (46 + third + 2)) < 1e-9, "second row, second column")
        #expect(abs(grid.contentSize.height - (46 + 3 * third)) < 1e-9, "seven items make three rows")
    }

    @Test func anOrthogonalSectionLaysItsGroupsInOneRowRunningSideways() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item])
        let carousel = NSCollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 10
        carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let rowItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let rows = NSCollectionLayoutSection(group: .vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [rowItem]))
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in index == 0 ? carousel : rows }, configuration: configuration)
        let (collection, _) = collection(layout, counts: [5, 2])
        #expect((0..<5).map { frame(collection, $0)?.minX } == [16, 176, 336, 496, 656])
        #expect((0..<5).allSatisfy { frame(collection, $0)?.minY == 0 && frame(collection, $0)?.height == 100 })
        #expect(frame(collection, 0, 1) == CGRect(x: 0, y: 120, width: 320, height: 50), "below the row and the spacing between sections")
        #expect(frame(collection, 1, 1) == CGRect(x: 0, y: 170, width: 320, height: 50))
        #expect(collection.contentSize == CGSize(width: 320, height: 220), "the row scrolls sideways on its own")
        #expect(collection.indexPathsForVisibleItems.contains(IndexPath(item: 1, section: 0)))
        #expect(!collection.indexPathsForVisibleItems.contains(IndexPath(item: 3, section: 0)), "past the trailing edge")
    }

    @Test func aGroupOfACountSharesItsWidthAndFlexibleSpacingSpreadsTheRest() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .absolute(60)))
        let pair = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitem: item, count: 2)
        pair.interItemSpacing = .fixed(10)
        let (paired, _) = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: pair)), counts: [3])
        #expect(frame(paired, 1) == CGRect(x: 165, y: 0, width: 155, height: 60))
        #expect(frame(paired, 2) == CGRect(x: 0, y: 60, width: 155, height: 60), "the third item starts the next group")

        let spread = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        spread.interItemSpacing = .flexible(8)
        let (flexible, _) = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: spread)), counts: [5])
        // Four 60-point items fit with 8 between them; the 56 points left are shared among the 3 gaps.
        let step: CGFloat = 68 + 56.0 / 3
        let starts = (0..<4).map { frame(flexible, $0)?.minX ?? -1 }
        #expect(zip(starts, [0, step, 2 * step, 3 * step]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(frame(flexible, 4)?.minY == 60)
    }

    @Test func estimatedItemsTakeTheHeightTheirConstraintsNeed() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 4
        let (collection, _) = collection(UICollectionViewCompositionalLayout(section: section), counts: [3])
        #expect((0..<3).map { frame(collection, $0) } == [0, 94, 188].map { CGRect(x: 0, y: $0, width: 320, height: 90) })
    }

    @Test func aSectionProviderReadsTheContainersWidth() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            widths.append(width)
            let columns = width > 500 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            return NSCollectionLayoutSection(group: .horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitem: item, count: columns))
        }
        let (narrow, _) = collection(layout, counts: [4])
        #expect(frame(narrow, 2)?.minY == 40, "two columns at 320 points")
        #expect(widths.last == 320)
        narrow.frame.size.width = 600
        narrow.layoutIfNeeded()
        #expect(frame(narrow, 3) == CGRect(x: 450, y: 0, width: 150, height: 40), "four columns at 600 points")
    }

    @Test func aBackgroundDecorationFillsItsSectionBehindTheCells() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let section = NSCollectionLayoutSection(group: .horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackground.self, forDecorationViewOfKind: "card")
        let (collection, _) = collection(layout, counts: [4])
        let card = try #require(collection.subviews.first { $0 is SectionBackground })
        #expect(card.frame == CGRect(x: 5, y: 5, width: 310, height: 110))
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collection.subviews.firstIndex { $0 === card }! < collection.subviews.firstIndex { $0 === cell }!, "behind the cells")
    }
}

@Suite struct UICollectionViewCompositionalLayoutConfigurationTests {
    @Test func aHorizontalLayoutPutsSectionsSideBySide() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitem: item, count: 2)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 30
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: column), configuration: configuration)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        let source = CountsSource([3, 2])
        collection.dataSource = source
        collection.layoutIfNeeded()
        let frames = [(0, 0), (1, 0), (2, 0), (0, 1), (1, 1)].map { collection.cellForItem(at: IndexPath(item: $0.0, section: $0.1))?.frame }
        #expect(frames == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 100, width: 100, height: 100),
                           CGRect(x: 100, y: 0, width: 100, height: 100), CGRect(x: 230, y: 0, width: 100, height: 100),
                           CGRect(x: 230, y: 100, width: 100, height: 100)])
        #expect(collection.contentSize == CGSize(width: 330, height: 200))
    }
}
