import Foundation
import Testing
@testable import UIKit

/// Text styles against the Dynamic Type sizes in Apple's Human Interface Guidelines (Typography).
@Suite struct DynamicTypeTests {
    static func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> Double {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
    }

    @Test func bodyGrowsFromExtraSmallToAccessibilityXXXL() {
        #expect(UIContentSizeCategory.sizes.map { Self.size(.body, $0) } == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    }

    @Test func theLargeSizeIsTheDefault() {
        let large: [UIFont.TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
            .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        for (style, size) in large {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style)")
            #expect(Self.size(style, .large) == Double(size), "\(style)")
        }
    }

    @Test func theExtremesOfTheTable() {
        #expect(Self.size(.largeTitle, .extraSmall) == 31)
        #expect(Self.size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(Self.size(.title1, .accessibilityMedium) == 38)
        #expect(Self.size(.caption2, .extraSmall) == 11)
        #expect(Self.size(.caption2, .accessibilityExtraExtraExtraLarge) == 40)
        #expect(Self.size(.footnote, .extraExtraExtraLarge) == 19)
    }

    @Test func headlinesAreBoldAndBodyIsNot() {
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.preferredFont(forTextStyle: .body).weight == .regular)
    }

    @Test func fontMetricsScaleAlongTheStylesCurve() {
        let xl = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(UIFontMetrics().scaledValue(for: 17, compatibleWith: xl) == 19)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 14, compatibleWith: xl) == 15)
        #expect(UIFontMetrics().scaledValue(for: 0.1, compatibleWith: .standard) == 0.1)
    }

    @Test func accessibilitySizesAreTheLastFive() {
        #expect(UIContentSizeCategory.sizes.filter(\.isAccessibilityCategory).count == 5)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
