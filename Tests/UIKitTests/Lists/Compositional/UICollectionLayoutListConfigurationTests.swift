import Foundation
import Testing
@testable import UIKit

@Suite struct UICollectionLayoutListConfigurationTests {
    /// A Settings-like screen: an inset-grouped list of two sections of rows with disclosure chevrons.
    final class SettingsScreen: UICollectionViewDataSource {
        let sections = [["Wi-Fi", "Bluetooth", "Mobile Data"], ["General", "Privacy"]]
        let collectionView: UICollectionView
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = title == "Wi-Fi" ? "Home" : nil
            content.prefersSideBySideTextAndSecondaryText = true
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .delete()]
        }

        init(_ configuration: UICollectionLayoutListConfiguration) {
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            collectionView.dataSource = self
            collectionView.layoutIfNeeded()
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: sections[indexPath.section][indexPath.item])
        }

        func cell(_ item: Int, _ section: Int) -> UICollectionViewListCell {
            collectionView.cellForItem(at: IndexPath(item: item, section: section)) as! UICollectionViewListCell
        }
    }

    @Test func anInsetGroupedListRoundsEachSectionInsideTheMargins() {
        let screen = SettingsScreen(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        #expect(screen.collectionView.backgroundColor == .systemGroupedBackground)
        let rows = (0..<3).map { screen.cell($0, 0).frame }
        #expect(rows == [35, 79, 123].map { CGRect(x: 16, y: $0, width: 343, height: 44) })
        #expect(screen.cell(0, 1).frame == CGRect(x: 16, y: 167 + 35, width: 343, height: 44), "35 points between sections")
        #expect(screen.cell(0, 0).layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(screen.cell(1, 0).layer.cornerRadius == 0)
        #expect(screen.cell(2, 0).layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(screen.cell(2, 0).layer.cornerRadius == 10 && screen.cell(2, 0).clipsToBounds)
    }

    @Test func rowsShowTheirAccessoriesSeparatorsAndGroupedBackground() throws {
        let screen = SettingsScreen(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let wifi = screen.cell(0, 0)
        let chevron = try #require(wifi.subviews.compactMap { $0 as? AccessoryView }.first { !$0.isHidden })
        #expect(chevron.frame == CGRect(x: 343 - 16 - 12, y: 15, width: 12, height: 14), "at the trailing margin, centred")
        #expect(wifi.subviews.compactMap { $0 as? AccessoryView }.filter(\.isHidden).count == 1, "delete shows only while editing")
        #expect(wifi.contentView.frame.maxX < chevron.frame.minX + 16, "the content stops before the chevron")
        let separators = { (cell: UICollectionViewListCell) in
            cell.subviews.filter { !($0 is AccessoryView) && $0 !== cell.contentView && $0.frame.height <= 1 && !$0.isHidden }
        }
        #expect(separators(wifi).first?.frame.minX == 16, "from the text to the trailing edge")
        #expect(separators(screen.cell(2, 0)).isEmpty, "the section's last row has none")
        let background = try #require(wifi.subviews.first { $0.backgroundColor == .secondarySystemGroupedBackground })
        #expect(background.frame == wifi.bounds)

        screen.collectionView.isEditing = true
        screen.collectionView.layoutIfNeeded()
        let delete = try #require(wifi.subviews.compactMap { $0 as? AccessoryView }.first { !$0.isHidden && $0.frame.minX < 100 })
        #expect(delete.frame == CGRect(x: 16, y: 11, width: 22, height: 22))
        #expect(wifi.contentView.frame.minX == 38, "the content moves over for the delete button, keeping its own margin")
    }

    @Test func aCustomAccessoryKeepsItsSizeAtItsEdge() throws {
        let screen = SettingsScreen(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let toggle = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        let privacy = screen.cell(1, 1)
        privacy.accessories = [.customView(configuration: .init(customView: toggle, placement: .trailing()))]
        screen.collectionView.layoutIfNeeded()
        #expect(toggle.convert(toggle.bounds, to: privacy) == CGRect(x: 343 - 16 - 51, y: 6.5, width: 51, height: 31))
    }

    @Test func aPlainListRunsEdgeToEdgeWithSeparatorsUnderEveryRow() {
        let screen = SettingsScreen(UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(screen.collectionView.backgroundColor == .systemBackground)
        #expect(screen.cell(0, 1).frame == CGRect(x: 0, y: 132, width: 375, height: 44))
        #expect(screen.cell(2, 0).layer.cornerRadius == 0)
        #expect(screen.cell(1, 1).subviews.contains { $0.backgroundColor == .systemBackground })
    }

    @Test func theFirstItemCanBeTheSectionsHeader() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .firstItemInSection
        configuration.showsSeparators = false
        let screen = SettingsScreen(configuration)
        #expect(screen.cell(0, 0).frame.minX == 0 && screen.cell(0, 0).frame.width == 375)
        #expect(screen.cell(0, 0).placement?.isHeader == true && screen.cell(1, 0).placement?.isHeader == false)
        #expect(!screen.cell(1, 0).subviews.contains { $0.frame.height <= 1 && !$0.isHidden && $0.backgroundColor == .separator })
    }

    @Test func aSelectedRowTurnsGreyThroughItsBackgroundConfiguration() throws {
        let screen = SettingsScreen(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        var states: [Bool] = []
        let general = screen.cell(0, 1)
        general.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        screen.collectionView.selectItem(at: IndexPath(item: 0, section: 1), animated: false, scrollPosition: [])
        screen.collectionView.layoutIfNeeded()
        #expect(general.subviews.contains { $0.backgroundColor == .systemGray4 })
        #expect(states.last == true)
        var yellow = UIBackgroundConfiguration.listGroupedCell()
        yellow.backgroundColor = .systemYellow
        yellow.cornerRadius = 8
        general.backgroundConfiguration = yellow
        screen.collectionView.deselectItem(at: IndexPath(item: 0, section: 1), animated: false)
        screen.collectionView.layoutIfNeeded()
        let background = try #require(general.subviews.first { $0.backgroundColor == .systemYellow })
        #expect(background.layer.cornerRadius == 8)
    }
}
