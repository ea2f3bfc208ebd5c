import Foundation
import Testing
import UIKit

/// A tag whose size comes from its constraints: a box 60 by 24 points with 6 around it.
final class TagCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            box.widthAnchor.constraint(equalToConstant: 60),
            box.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite struct UICollectionViewFlowLayoutTests {
    final class Tags: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        }
    }

    @Test func automaticallySizedItemsTakeTheSizeTheirConstraintsNeed() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        let tags = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        tags.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let source = Tags()
        tags.dataSource = source
        tags.layoutIfNeeded()
        #expect(tags.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 72, height: 36))
        // Three 72-point tags fit in 300 points with 8 between them; the fourth starts a row.
        #expect(tags.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.origin == CGPoint(x: 0, y: 46))
    }
}
