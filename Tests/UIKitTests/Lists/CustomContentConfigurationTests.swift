import Foundation
import Testing
@testable import UIKit

/// The shapes of Apple's "Modern Collection Views" lists, in our own words: a content
/// configuration of the app's with its own content view, state under the app's own key, a
/// `UIListContentView` beside the app's views in a custom cell with the separator under its
/// text, and a reorderable list.
@Suite struct CustomContentConfigurationTests {
    /// A badge of the app's: a coloured square that turns white when selected.
    struct BadgeConfiguration: UIContentConfiguration, Hashable {
        var color = UIColor.systemBlue
        var side: CGFloat = 30
        func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
        func updated(for state: UIConfigurationState) -> BadgeConfiguration {
            guard let state = state as? UICellConfigurationState, state.isSelected else { return self }
            var selected = self
            selected.color = .white
            return selected
        }
    }

    final class BadgeView: UIView, UIContentView {
        private let square = UIView()
        private(set) var made = 0
        private var shown: BadgeConfiguration
        init(configuration: BadgeConfiguration) {
            shown = configuration
            super.init(frame: .zero)
            square.translatesAutoresizingMaskIntoConstraints = false
            addSubview(square)
            NSLayoutConstraint.activate([
                square.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                square.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                square.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                square.widthAnchor.constraint(equalTo: square.heightAnchor),
            ])
            apply()
        }
        required init?(coder: NSCoder) { nil }
        var configuration: UIContentConfiguration {
            get { shown }
            set {
                guard let badge = newValue as? BadgeConfiguration else { return }
                shown = badge
                apply()
            }
        }
        var color: UIColor? { square.backgroundColor }
        private func apply() {
            square.backgroundColor = shown.color
            square.constraints.filter { $0.firstAttribute == .height }.forEach { $0.isActive = false }
            square.heightAnchor.constraint(equalToConstant: shown.side).isActive = true
        }
    }

    private func list(_ register: @escaping (UICollectionViewListCell, IndexPath, String) -> Void) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String>(handler: register)
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        return (collection, source)
    }

    @Test func aCellShowsTheViewItsConfigurationMakesAndSizesToIt() throws {
        let (collection, _) = list { cell, _, _ in cell.contentConfiguration = BadgeConfiguration(side: 40) }
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let badge = try #require(cell.contentView.subviews.first as? BadgeView)
        #expect(badge.frame == cell.contentView.bounds, "edge to edge in the content view")
        #expect(cell.frame.height == 56, "8 + 40 + 8: the view's constraints size the row")
        #expect(badge.color == .systemBlue)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(badge.color == .white, "updated(for:) gives the selected look, in the same view")
        #expect(cell.contentView.subviews.first === badge)
    }

    /// A value the cell puts in its state under the app's key, read back by its update.
    @Test func anAppsStateTravelsUnderItsOwnKey() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        let key = UIConfigurationStateCustomKey("com.example.item")
        #expect(state[key] == nil)
        let title: String? = "Mountains"
        state[key] = title
        #expect(state[key] as? String == "Mountains")
        var other = state
        other[key] = "Rivers"
        #expect(other != state, "the app's values count in the state's equality")
    }

    /// A custom cell lays a list content view out by constraints beside a label of its own, and
    /// starts the separator under the list content view's text.
    @Test func aListContentViewSitsBesideTheAppsViewsWithTheSeparatorUnderItsText() throws {
        final class RowCell: UICollectionViewListCell {
            let content = UIListContentView(configuration: .subtitleCell())
            let badge = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                for view in [content, badge] as [UIView] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(view)
                }
                NSLayoutConstraint.activate([
                    content.topAnchor.constraint(equalTo: contentView.topAnchor),
                    content.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    content.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    badge.leadingAnchor.constraint(greaterThanOrEqualTo: content.trailingAnchor),
                    badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<RowCell, String> { cell, _, item in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = item
            content.secondaryText = "A note"
            content.image = UIImage(systemName: "star")
            cell.content.configuration = content
            cell.badge.text = "Tag"
            if let text = cell.content.textLayoutGuide {
                cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: text.leadingAnchor).isActive = true
            }
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["First", "Second"])
        source.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? RowCell)
        #expect(cell.content.frame.minX == 0 && cell.content.frame.width > 0)
        #expect(cell.content.frame.maxX <= cell.badge.frame.minX, "the app's label after the list content")
        #expect(cell.frame.height >= 44)
        let text = try #require(cell.content.textLayoutGuide)
        #expect(text.layoutFrame.minX > 16, "the text starts after the image")
        #expect(cell.content.secondaryTextLayoutGuide != nil && cell.content.imageLayoutGuide != nil)
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == text.layoutFrame.minX, "the separator starts under the text")
    }

    @Test func aReorderableListShowsTheControlAndKeepsItsHandlers() throws {
        let (collection, source) = list { cell, _, item in
            var content = UIListContentConfiguration.valueCell()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .reorder(displayed: .always)]
        }
        var reordered: [String] = []
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.didReorder = { transaction in
            for section in transaction.sectionTransactions { reordered = section.finalSnapshot.items }
        }
        #expect(source.reorderingHandlers.canReorderItem?("a") == true && reordered.isEmpty)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let shown = cell.subviews.compactMap { $0 as? AccessoryView }.filter { !$0.isHidden }
        #expect(shown.count == 2)
        let bars = try #require(shown.last)
        #expect(bars.frame.size == CGSize(width: 20, height: 14) && bars.frame.maxX == 390 - 16, "at the trailing margin")
        let chevron = try #require(shown.first)
        #expect(chevron.frame.maxX <= bars.frame.minX - 10, "the chevron before the bars")
        let content = try #require(cell.contentView.subviews.first as? UIListContentView)
        let textEnd = content.subviews.compactMap { $0 as? UILabel }.map { cell.convert($0.bounds, from: $0).maxX }.max() ?? 0
        #expect(textEnd > 0 && textEnd + 10 <= chevron.frame.minX, "the value text stops 10 points before the accessories")
        #expect(UICellAccessory.reorder().displayed == .whenEditing, "shown while editing unless told otherwise")
    }
}
