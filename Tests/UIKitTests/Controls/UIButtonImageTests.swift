import Foundation
import Testing
@testable import UIKit

/// A button's image as UIKit lays it out and tints it, and the size of an empty button.
@Suite struct UIButtonImageTests {
    /// iOS's legacy `UIButton` with neither title nor image is 30 × 34 points, for either type.
    @Test func anEmptyButtonMeasuresAsUIKitsDoes() {
        #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(UIButton(type: .custom).sizeThatFits(.zero) == CGSize(width: 30, height: 34))
    }

    @Test func aLargeImageIsFittedInsideTheButton() throws {
        let poster = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 300, height: 300))
        }
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 110, height: 100)
        button.setImage(poster, for: .normal)
        button.layoutIfNeeded()
        let frame = try #require(button.imageView?.frame)
        #expect(button.bounds.contains(frame), "\(frame) inside the 110 × 100 button")
        #expect(frame.size == CGSize(width: 100, height: 100), "as large as fits, still square")
    }

    @Test func aSymbolInASystemButtonIsDrawnInTheButtonsTint() throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        let bar = UIView()
        bar.tintColor = .systemPink
        bar.addSubview(button)
        let imageView = try #require(button.imageView)
        #expect(TemplateImageTests.glyphColor(imageView) == UIColor.systemPink.cgColor(for: .standard))
        #expect(button.intrinsicContentSize.width == imageView.intrinsicContentSize.width, "sized to its symbol")
    }

    @Test func aSymbolBesideTheTitleSitsOnItsBaseline() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setImage(UIImage(systemName: "star.fill"), for: .normal)
        button.setTitle("Favourite", for: .normal)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel), icon = try #require(button.imageView)
        let baseline = title.frame.midY + title.baselineOffsetFromCenter(first: true)
        // The symbol is sized for its own (body) font: its middle is at half that font's cap height.
        let symbolCapHeight = UIFont.preferredFont(forTextStyle: .body).capHeight
        #expect(abs(icon.frame.midY - (baseline - symbolCapHeight / 2)) < 0.01)
    }

    @Test func aSystemButtonsSymbolGreysWhenDisabledAndDimsWhenTouched() throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "trash"), for: .normal)
        let icon = try #require(button.imageView)
        button.isEnabled = false
        #expect(TemplateImageTests.glyphColor(icon) == UIColor.tertiaryLabel.cgColor(for: .standard))
        button.isEnabled = true
        #expect(TemplateImageTests.glyphColor(icon) == UIColor.systemBlue.cgColor(for: .standard), "the inherited tint again")
        button.isHighlighted = true
        #expect(icon.alpha < 0.5)
        button.isHighlighted = false
        #expect(icon.alpha == 1)
    }
}
