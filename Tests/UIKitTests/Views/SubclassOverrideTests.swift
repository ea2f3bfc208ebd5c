import Foundation
import Testing
@testable import UIKit

/// A label padded the way apps pad one: its text drawn inset and its size grown to match.
private final class PaddedLabel: UILabel {
    let padding = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: padding))
    }

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let text = super.textRect(forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
        return text.inset(by: UIEdgeInsets(top: -padding.top, left: -padding.left, bottom: -padding.bottom, right: -padding.right))
    }
}

/// A label that draws no text of its own, as a subclass not calling `super.drawText(in:)`.
private final class SilentLabel: UILabel {
    override func drawText(in rect: CGRect) {}
}

private final class SquareView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40, height: 40) }
    override func sizeToFit() {
        super.sizeToFit()
        layer.cornerRadius = bounds.height / 2
    }
}

private final class FixedHeightView: UIView {
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: 88)
    }
}

private final class LoggingButton: UIButton {
    var sent: [String] = []
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append(action.description)
        super.sendAction(action, to: target, for: event)
    }
}

@Suite struct SubclassOverrideTests {
    @Test func aPaddedLabelDrawsItsTextInsetAndMeasuresWithItsPadding() {
        let plain = UILabel()
        plain.text = "Badge"
        let padded = PaddedLabel()
        padded.text = "Badge"
        let size = padded.intrinsicContentSize
        #expect(size.width == plain.intrinsicContentSize.width + 20)
        #expect(abs(size.height - (plain.intrinsicContentSize.height + 8)) < 0.001)
        padded.frame = CGRect(origin: .zero, size: size)
        padded.layoutIfNeeded()
        #expect(padded.textLayer.frame.minX == 10)
        #expect(padded.textLayer.frame.width == size.width - 20)
        #expect(padded.textLayer.text == "Badge")

        let silent = SilentLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        silent.text = "Hidden"
        silent.layoutIfNeeded()
        #expect(silent.textLayer.text.isEmpty)
    }

    @Test func overridesOfSizingReachTheSubclass() {
        let square = SquareView()
        square.sizeToFit()
        #expect(square.bounds.size == CGSize(width: 40, height: 40) && square.layer.cornerRadius == 20)
        let fixed = FixedHeightView()
        #expect(fixed.systemLayoutSizeFitting(CGSize(width: 320, height: 0)).height == 88)
    }

    @Test func sendActionIsCalledForEachTarget() {
        final class Target {
            var taps = 0
            func tapped() { taps += 1 }
        }
        let target = Target()
        let button = LoggingButton(type: .system)
        button.addTarget(target, action: Selector("tapped", Target.tapped), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.taps == 1)
        #expect(button.sent == ["tapped"])
    }
}

/// Hooks screens override that UIKit declares on its classes: touches and edit actions on any
/// responder (a controller that ends editing on a tap), the tab bar controller's own tab bar
/// delegate method, and a diffable data source subclass that lets rows move.
@Suite struct ResponderAndDataSourceOverrideTests {
    final class FormController: UIViewController {
        var tapped = false
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            tapped = true
            view.endEditing(true)
        }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }
    }

    final class Tabs: UITabBarController {
        var selected: UITabBarItem?
        override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected = item }
    }

    final class MovableRows: UITableViewDiffableDataSource<Int, String> {
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }

    @Test func overriddenHooksAreTheOnesCalled() {
        let form = FormController()
        let responder: UIResponder = form
        responder.touchesBegan([], with: nil)
        #expect(form.tapped && responder.canPerformAction(Selector("copy:"), withSender: nil))

        let tabs = Tabs()
        let item = UITabBarItem(title: "Home", image: nil, selectedImage: nil)
        (tabs as UITabBarDelegate).tabBar(tabs.tabBar, didSelect: item)
        #expect(tabs.selected === item)

        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = MovableRows(tableView: table) { _, _, _ in UITableViewCell() }
        #expect(table.dataSource?.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)) == true)
        _ = source
    }
}
