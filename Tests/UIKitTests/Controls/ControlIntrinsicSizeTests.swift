import Foundation
import Testing
@testable import UIKit

/// Standard controls placed by Auto Layout with a position only, as settings rows write them
/// (`switch.trailingAnchor…`, `switch.centerYAnchor…`): each takes the size it has on iOS,
/// where a control without an intrinsic size would collapse to nothing.
@Suite struct ControlIntrinsicSizeTests {
    private func placed(_ control: UIView, width: CGFloat? = nil) -> CGRect {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        control.translatesAutoresizingMaskIntoConstraints = false
        row.addSubview(control)
        var constraints = [control.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                           control.centerYAnchor.constraint(equalTo: row.centerYAnchor)]
        if let width { constraints.append(control.widthAnchor.constraint(equalToConstant: width)) }
        NSLayoutConstraint.activate(constraints)
        row.layoutIfNeeded()
        return control.frame
    }

    @Test func fixedSizeControlsKeepTheirSize() {
        #expect(placed(UISwitch()).size == CGSize(width: 51, height: 31))
        #expect(placed(UIStepper()).size == CGSize(width: 94, height: 32))
        #expect(placed(UIActivityIndicatorView(style: .medium)).size == CGSize(width: 20, height: 20))
        #expect(placed(UIActivityIndicatorView(style: .large)).size == CGSize(width: 37, height: 37))
        let switchFrame = placed(UISwitch())
        #expect(switchFrame.maxX == 390 - 16 && abs(switchFrame.midY - 30) <= 0.5)
    }

    @Test func barsTakeTheirHeightAndTheWidthTheyAreGiven() {
        #expect(placed(UIProgressView(progressViewStyle: .default), width: 200).size == CGSize(width: 200, height: 4))
        #expect(placed(UISlider(), width: 200).size == CGSize(width: 200, height: 31))
        #expect(placed(UISearchBar(), width: 390).size == CGSize(width: 390, height: 56), "a search bar above a list, placed by its edges")
    }

    @Test func aSegmentedControlIsAsWideAsItsWidestTitleTimesItsSegments() {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        let frame = placed(control)
        #expect(frame.height == 32)
        #expect(frame.width > 3 * 24 && frame.width.truncatingRemainder(dividingBy: 3) == 0, "three equal segments")
        control.insertSegment(withTitle: "Year", at: 3, animated: false)
        #expect(control.intrinsicContentSize.width == frame.width / 3 * 4)
    }
}
