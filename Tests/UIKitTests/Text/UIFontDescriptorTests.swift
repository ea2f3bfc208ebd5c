import Foundation
import Testing
@testable import UIKit

/// Fonts made bold through their descriptor, as apps make a bold Dynamic Type font.
@Suite struct UIFontDescriptorTests {
    @Test func theBoldTraitMakesABoldFontOfTheSameSize() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let descriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(descriptor.symbolicTraits.contains(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.pointSize == 17)
        #expect(bold == UIFont(pointSize: 17, weight: .bold, textStyle: .body))
        #expect(UIFont(descriptor: descriptor, size: 20) == .systemFont(ofSize: 20, weight: .bold))
        let regular = try #require(bold.fontDescriptor.withSymbolicTraits([]))
        #expect(UIFont(descriptor: regular, size: 0).weight == .regular)
        let italic = try #require(body.fontDescriptor.withSymbolicTraits([.traitItalic, .traitBold]))
        #expect(italic.symbolicTraits == [.traitItalic, .traitBold])
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1).pointSize == 28)
    }

    @Test func aLabelShadowIsDrawnUnderItsText() {
        let label = UILabel()
        label.text = "Shadow"
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.textLayer.shadowOpacity == 0)
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 1, height: 2)
        #expect(label.textLayer.shadowOpacity == 1)
        #expect(label.textLayer.shadowOffset == CGSize(width: 1, height: 2))
        #expect(label.textLayer.shadowColor == UIColor.black.cgColor)
    }
}
