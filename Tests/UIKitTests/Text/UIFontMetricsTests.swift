import Foundation
import Testing
@testable import UIKit

/// Custom fonts scaled with `UIFontMetrics`, against the Dynamic Type sizes of Apple's Human
/// Interface Guidelines (Typography › Specifications › iOS Dynamic Type sizes): body is 17 pt at
/// Large, 23 at xxxLarge and 53 at AX xxxLarge; title1 is 28 at Large and 34 at xxxLarge.
@Suite struct UIFontMetricsTests {
    static func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    @Test func aCustomFontGrowsByItsStylesRatio() {
        let brand = UIFont.systemFont(ofSize: 20, weight: .bold)
        let xxxl = UIFontMetrics(forTextStyle: .body).scaledFont(for: brand, compatibleWith: Self.traits(.extraExtraExtraLarge))
        #expect(abs(xxxl.pointSize - 20 * 23 / 17) < 1e-9)
        #expect(xxxl.weight == .bold)
        let title = UIFontMetrics(forTextStyle: .title1).scaledFont(for: brand, compatibleWith: Self.traits(.extraExtraExtraLarge))
        #expect(abs(title.pointSize - 20 * 34 / 28) < 1e-9)
        #expect(UIFontMetrics.default.scaledFont(for: brand).pointSize == 20, "at Large a font keeps its size")
        #expect(abs(UIFontMetrics.default.scaledValue(for: 44, compatibleWith: Self.traits(.accessibilityExtraExtraExtraLarge)) - 44 * 53 / 17) < 1e-9)
    }

    @Test func aMaximumPointSizeCapsTheGrowth() {
        let font = UIFont.systemFont(ofSize: 17)
        let capped = UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 28, compatibleWith: Self.traits(.accessibilityExtraExtraExtraLarge))
        #expect(capped.pointSize == 28)
        let uncapped = UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 0, compatibleWith: Self.traits(.accessibilityExtraExtraExtraLarge))
        #expect(uncapped.pointSize == 53, "0 is no limit")
        let small = UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 28, compatibleWith: Self.traits(.extraSmall))
        #expect(small.pointSize == 14)
    }

    /// A label with a scaled custom font that adjusts for the content size category grows when
    /// the reader's text size does, from the size it was given, and shrinks back.
    @Test func aLabelWithAScaledFontFollowsTheTextSize() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 24, weight: .semibold))
        label.adjustsFontForContentSizeCategory = true
        label.text = "Settings"
        screen.addSubview(label)
        label.layoutIfNeeded()
        #expect(label.textLayer.fontSize == 24)
        let standard = label.intrinsicContentSize

        screen.traitOverrides = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        label.layoutIfNeeded()
        #expect(abs(label.textLayer.fontSize - 24 * 34 / 28) < 1e-9)
        #expect(label.intrinsicContentSize.width > standard.width && label.intrinsicContentSize.height > standard.height)

        screen.traitOverrides = UITraitCollection(preferredContentSizeCategory: .large)
        label.layoutIfNeeded()
        #expect(label.textLayer.fontSize == 24)
    }

    @Test func withoutAdjustingALabelKeepsTheScaledSize() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        screen.traitOverrides = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        label.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17))
        label.text = "Fixed"
        screen.addSubview(label)
        label.layoutIfNeeded()
        #expect(label.textLayer.fontSize == 17)
    }
}
