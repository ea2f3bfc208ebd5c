import Foundation
import Testing
import UIKit

/// A cell's content view stops where its accessory starts, as UIKit narrows it, so a value an
/// app pins to the content view's trailing edge never runs under the chevron.
@Suite struct UITableViewCellContentViewTests {
    /// A 375-point cell with a value label pinned 16 points inside its content view's trailing edge.
    func cell(accessory: UITableViewCell.AccessoryType, direction: UIUserInterfaceLayoutDirection = .leftToRight) -> (UITableViewCell, UILabel) {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        if direction == .rightToLeft { cell.traitOverrides.layoutDirection = .rightToLeft }
        cell.accessoryType = accessory
        let value = UILabel()
        value.text = "Home"
        value.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(value)
        NSLayoutConstraint.activate([
            value.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
            value.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
        ])
        cell.layoutIfNeeded()
        return (cell, value)
    }

    @Test func aValueBesideADisclosureIndicatorEndsBeforeIt() {
        let (plain, plainValue) = cell(accessory: .none)
        #expect(plain.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(abs(plainValue.frame.maxX - (375 - 16)) < 0.5)
        let (disclosed, value) = cell(accessory: .disclosureIndicator)
        // The chevron is 12 points wide, 16 in from the edge: the content view ends where it starts.
        let chevronLeading = 375 - 16 - 12.0
        #expect(abs(disclosed.contentView.frame.width - chevronLeading) < 0.01)
        #expect(value.convert(value.bounds, to: disclosed).maxX < chevronLeading)
    }

    @Test func rightToLeftTheContentViewStartsPastTheAccessory() {
        let (cell, value) = cell(accessory: .disclosureIndicator, direction: .rightToLeft)
        #expect(cell.contentView.frame.minX > 16 + 12 - 1 && cell.contentView.frame.maxX == 375)
        // The title stays where it was drawn in the cell: at the right, 16 points in.
        let title = cell.textLabel!.convert(cell.textLabel!.bounds, to: cell)
        #expect(abs(title.maxX - (375 - 16)) < 0.5)
        _ = value
    }
}

/// The separator and selection settings screens set on their cells: `separatorInset` moves the
/// line, `selectedBackgroundView` shows behind a selected cell only.
@Suite struct UITableViewCellSeparatorAndSelectionTests {
    @Test func aCellsSeparatorInsetMovesItsLine() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.separatorInset.left == 16, "by default the line starts where the text does")
        cell.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
        cell.layoutIfNeeded()
        let line = try #require(cell.subviews.first { $0.frame.height <= 1 && abs($0.frame.maxY - 44) < 0.01 })
        #expect(line.frame.minX == 60 && line.frame.maxX == 365)
    }

    @Test func theSelectedBackgroundShowsOnlyWhileSelected() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        let selected = UIView()
        selected.backgroundColor = .systemGray5
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(selected.superview === cell && selected.isHidden && selected.frame == cell.bounds)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(!selected.isHidden)
    }
}
