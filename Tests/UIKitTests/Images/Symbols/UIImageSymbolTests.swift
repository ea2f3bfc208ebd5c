import Foundation
import Testing
@testable import UIKit
import QuartzCore

/// `UIImage(systemName:)` as apps use it: the names real apps use most draw their Phosphor
/// stand-ins, sized and weighted by `SymbolConfiguration` as SF Symbols are beside text.
@Suite struct UIImageSymbolTests {
    /// The thirty names most used in 45 public iOS apps (counted in their source).
    static let mostUsed = ["chevron.right", "xmark", "square.and.arrow.up", "trash", "plus", "checkmark.circle.fill",
                           "doc.on.doc", "ellipsis", "chevron.down", "checkmark", "magnifyingglass", "info.circle",
                           "xmark.circle.fill", "gear", "arrow.clockwise", "pencil", "play.fill", "globe", "plus.circle",
                           "plus.circle.fill", "clock", "circle.fill", "star.fill", "photo", "checkmark.circle", "gearshape",
                           "xmark.circle", "chevron.left", "circle", "questionmark.circle", "house", "person", "heart",
                           "bell", "wifi", "lock", "star"]

    @Test func theMostUsedNamesDrawTheirOwnGlyphs() throws {
        #expect(SymbolCatalog.names.count >= 150)
        var outlines: Set<BezierPath> = []
        for name in Self.mostUsed {
            let image = try #require(UIImage(systemName: name))
            #expect(image.isSymbolImage && image.symbol?.isPlaceholder == false, "\(name) has a stand-in")
            outlines.insert(try #require(image.symbol?.outline))
        }
        // chevron.forward and chevron.right share a glyph, but none of these thirty-seven does.
        #expect(outlines.count == Self.mostUsed.count)
    }

    @Test func everyMappedNameHasItsOutlineInEveryWeight() {
        for name in SymbolCatalog.names {
            for weight in [UIImage.SymbolWeight.thin, .light, .regular, .bold] {
                #expect(SymbolCatalog.outline(for: name, weight: weight)?.isEmpty == false, "\(name) at \(weight)")
            }
        }
    }

    @Test func aNameWithoutAStandInDrawsThePlaceholderAndIsListed() throws {
        let image = try #require(UIImage(systemName: "figure.walk.motion.trianglebadge.exclamationmark"))
        #expect(image.symbol?.isPlaceholder == true)
        #expect(image.size.width > 0, "never an empty image")
        #expect(SymbolCatalog.missingNames.contains("figure.walk.motion.trianglebadge.exclamationmark"))
    }

    @Test func symbolImagesAreTemplatesUnlessAskedOtherwise() throws {
        let gear = try #require(UIImage(systemName: "gear"))
        #expect(gear.renderingMode == .automatic && gear.drawsAsTemplate)
        #expect(!gear.withRenderingMode(.alwaysOriginal).drawsAsTemplate)
        #expect(gear.withRenderingMode(.alwaysOriginal).isSymbolImage, "still a symbol")
    }

    @Test func pointSizeScaleAndTextStyleSizeTheSymbolFromTheCapHeight() throws {
        let body = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
        let twice = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(abs(twice.size.height - 2 * body.size.height) < 0.02)
        #expect(UIImage(systemName: "heart")?.size == body.size, "no configuration is the body style's 17 points")
        let large = body.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        let small = body.withConfiguration(UIImage.SymbolConfiguration(scale: .small))
        #expect(large.size.height > body.size.height * 1.25 && small.size.height < body.size.height * 0.8)
        let title = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(title.symbolConfiguration?.pointSize == UIFont.preferredFont(forTextStyle: .largeTitle).pointSize)
        // Beside text the glyph's middle is at half the cap height above the baseline.
        let capHeight = UIFont.systemFont(ofSize: 17).capHeight
        #expect(body.hasBaseline && abs(body.size.height - body.baselineOffsetFromBottom - (body.size.height / 2 + capHeight / 2)) < 1e-9)
    }

    @Test func weightsPickPhosphorsNearestAndFillNamesAreFilled() throws {
        func ink(_ name: String, _ weight: UIImage.SymbolWeight = .regular) throws -> Int {
            let outline = try #require(SymbolCatalog.outline(for: name, weight: weight))
            let path = CGPath(outline)
            var count = 0
            for y in stride(from: 2.0, to: 256, by: 4) { for x in stride(from: 2.0, to: 256, by: 4) where path.contains(CGPoint(x: x, y: y)) { count += 1 } }
            return count
        }
        let (thin, regular, bold) = (try ink("heart", .thin), try ink("heart"), try ink("heart", .bold))
        #expect(thin < regular && regular < bold)
        #expect(try ink("heart", .semibold) == bold && ink("heart", .medium) == regular && ink("heart", .ultraLight) == thin)
        #expect(try ink("heart.fill") > 2 * bold, "a filled heart, not an outline")
    }
}

/// A symbol beside text, aligned by baselines as an app lines an icon up with a label.
@Suite struct SymbolBaselineTests {
    @Test func aSymbolsMiddleSitsAtHalfTheCapHeightAboveTheTextsBaseline() throws {
        let row = UIStackView()
        row.axis = .horizontal
        row.alignment = .firstBaseline
        let icon = UIImageView(image: UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 28)))
        let label = UILabel()
        label.text = "Favourites"
        label.font = .systemFont(ofSize: 28)
        row.addArrangedSubview(icon)
        row.addArrangedSubview(label)
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 80)
        row.layoutIfNeeded()
        let baseline = label.frame.minY + label.frame.height / 2 + label.baselineOffsetFromCenter(first: true)
        #expect(abs(icon.frame.midY - (baseline - label.font.capHeight / 2)) < 0.5, "\(icon.frame) beside a baseline at \(baseline)")
    }
}
