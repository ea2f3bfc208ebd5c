import Foundation
import Testing
@testable import UIKit

/// The system colours against the light and dark values in Apple's Human Interface Guidelines.
@Suite struct SystemColorTests {
    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let light = UITraitCollection(userInterfaceStyle: .light)

    /// 0–255 components and alpha, as the guidelines print them.
    static func components(_ color: UIColor) -> [Double] {
        [color.red * 255, color.green * 255, color.blue * 255].map { ($0 * 1000).rounded() / 1000 } + [color.alpha]
    }

    @Test(arguments: [
        (UIColor.systemBackground, [255.0, 255, 255, 1], [0.0, 0, 0, 1]),
        (UIColor.secondarySystemBackground, [242, 242, 247, 1], [28, 28, 30, 1]),
        (UIColor.tertiarySystemBackground, [255, 255, 255, 1], [44, 44, 46, 1]),
        (UIColor.systemGroupedBackground, [242, 242, 247, 1], [0, 0, 0, 1]),
        (UIColor.label, [0, 0, 0, 1], [255, 255, 255, 1]),
        (UIColor.secondaryLabel, [60, 60, 67, 0.6], [235, 235, 245, 0.6]),
        (UIColor.tertiaryLabel, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
        (UIColor.separator, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
        (UIColor.systemBlue, [0, 122, 255, 1], [10, 132, 255, 1]),
        (UIColor.systemRed, [255, 59, 48, 1], [255, 69, 58, 1]),
        (UIColor.systemGreen, [52, 199, 89, 1], [48, 209, 88, 1]),
        (UIColor.systemGray, [142, 142, 147, 1], [142, 142, 147, 1]),
        (UIColor.systemOrange, [255, 149, 0, 1], [255, 159, 10, 1]),
        (UIColor.systemPink, [255, 45, 85, 1], [255, 55, 95, 1]),
        (UIColor.systemPurple, [175, 82, 222, 1], [191, 90, 242, 1]),
        // iOS 15 gave teal a deeper value and moved the old one to `systemCyan`.
        (UIColor.systemTeal, [48, 176, 199, 1], [64, 200, 224, 1]),
        (UIColor.systemCyan, [50, 173, 230, 1], [100, 210, 255, 1]),
    ])
    func resolvesToApplesPublishedValues(color: UIColor, light: [Double], dark: [Double]) {
        #expect(Self.components(color.resolvedColor(with: Self.light)) == light)
        #expect(Self.components(color.resolvedColor(with: Self.dark)) == dark)
        #expect(Self.components(color.resolvedColor(with: UITraitCollection())) == light, "an unspecified style reads as light")
    }

    /// The HIG's Elevated column: what a sheet presents is raised a level, and in dark mode its
    /// backgrounds are lighter; light mode and the label colours do not change.
    @Test(arguments: [
        (UIColor.systemBackground, [28.0, 28, 30, 1]),
        (UIColor.secondarySystemBackground, [44, 44, 46, 1]),
        (UIColor.tertiarySystemBackground, [58, 58, 60, 1]),
        (UIColor.systemGroupedBackground, [28, 28, 30, 1]),
        (UIColor.secondarySystemGroupedBackground, [44, 44, 46, 1]),
        (UIColor.tertiarySystemGroupedBackground, [58, 58, 60, 1]),
        (UIColor.label, [255, 255, 255, 1]),
    ])
    func darkElevatedBackgroundsAreLighter(color: UIColor, elevated: [Double]) {
        let darkElevated = UITraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)
        let lightElevated = UITraitCollection(userInterfaceStyle: .light, userInterfaceLevel: .elevated)
        #expect(Self.components(color.resolvedColor(with: darkElevated)) == elevated)
        #expect(Self.components(color.resolvedColor(with: lightElevated)) == Self.components(color.resolvedColor(with: Self.light)))
    }

    @Test func aFixedColourIgnoresTheStyle() {
        #expect(UIColor.orange.resolvedColor(with: Self.dark) == .orange)
        #expect(!UIColor.orange.isDynamic && UIColor.label.isDynamic)
    }

    @Test func aViewShowsItsDynamicBackgroundInTheStyleOfItsWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.backgroundColor = .secondarySystemBackground
        #expect(card.layer.backgroundColor == UIColor.secondarySystemBackground.resolvedColor(with: Self.light).cgColor)
        window.addSubview(card)
        window.overrideUserInterfaceStyle = .dark
        #expect(card.layer.backgroundColor == UIColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1).cgColor)
        #expect(card.backgroundColor == .secondarySystemBackground, "the getter returns the dynamic colour as set")
        card.overrideUserInterfaceStyle = .light
        #expect(card.layer.backgroundColor == UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1).cgColor)
        card.backgroundColor = .red
        window.overrideUserInterfaceStyle = .unspecified
        #expect(card.layer.backgroundColor == UIColor.red.cgColor, "a fixed colour set later stops the re-resolving")
    }

    @Test func aLabelsTextColourFollowsTheStyle() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.textColor = .label
        screen.addSubview(label)
        #expect(label.textLayer.foregroundColor == .black)
        screen.overrideUserInterfaceStyle = .dark
        #expect(label.textLayer.foregroundColor == .white)
    }

    /// UIKit's `UILabel.textColor` is `.label` until an app sets one (Apple's documentation:
    /// "The default value for this property is the system's label color"), so an untouched label
    /// reads white in dark mode rather than vanishing into a dark background.
    @Test func aLabelsDefaultTextColourIsTheDynamicLabelColour() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        screen.addSubview(label)
        #expect(label.textColor == .label)
        #expect(label.textLayer.foregroundColor == .black)
        screen.overrideUserInterfaceStyle = .dark
        #expect(label.textLayer.foregroundColor == .white)
    }

    @Test func systemColoursFollowTheInterfaceStyle() {
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        #expect(UIColor.label.resolvedColor(with: light) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemGray5.resolvedColor(with: dark) != UIColor.systemGray5.resolvedColor(with: light))
        #expect(UIColor.tertiarySystemFill.resolvedColor(with: dark) != UIColor.tertiarySystemFill.resolvedColor(with: light))
    }
}
