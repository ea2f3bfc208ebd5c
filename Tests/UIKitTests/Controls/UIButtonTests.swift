import Foundation
import Testing
@testable import UIKit

/// `UIButton` as UIKit draws and sizes it.
@Suite struct UIButtonTests {
    static let light = UITraitCollection(userInterfaceStyle: .light)

    /// Apple's `UIButton.ButtonType.system`: "a system style button, such as those shown in
    /// navigation bars and toolbars", whose title takes the tint colour.
    @Test func aSystemButtonDrawsItsTitleInItsTintAndACustomOneInWhite() {
        let system = UIButton(type: .system)
        system.setTitle("Sign In", for: .normal)
        #expect(system.titleLabel?.textLayer.foregroundColor == UIColor.systemBlue.cgColor(for: Self.light))
        let toolbar = UIView()
        toolbar.tintColor = .systemOrange
        toolbar.addSubview(system)
        #expect(system.titleLabel?.textLayer.foregroundColor == UIColor.systemOrange.cgColor(for: Self.light), "the tint is inherited")
        system.setTitleColor(.systemRed, for: .normal)
        #expect(system.currentTitleColor == .systemRed)
        let custom = UIButton(type: .custom)
        custom.setTitle("Go", for: .normal)
        #expect(custom.titleLabel?.textLayer.foregroundColor == UIColor.white.cgColor)
    }

    @Test func aButtonLaidOutByConstraintsSizesItselfToItsTitleAndGrowsWithItsFont() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            button.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.frame.height == title.height + 12 && button.frame.width == title.width)
        button.titleLabel?.font = .systemFont(ofSize: 30)
        root.layoutIfNeeded()
        #expect(button.frame.height == button.titleLabel!.intrinsicContentSize.height + 12)
        #expect(button.frame.height > title.height + 12)
    }
}
