import CoreText
import Foundation
import Testing
@testable import UIKit

/// Views that size themselves from their content under Auto Layout, and the guides that
/// place content inside a view, as UIKit resolves them.
@Suite struct IntrinsicContentSizeTests {
    static let body = Typesetter(face: SystemFont.face(weight: 0), size: 17)

    static func pinned(_ view: UIView, in screen: UIView, _ constraints: [NSLayoutConstraint]) {
        view.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(view)
        NSLayoutConstraint.activate(constraints)
    }

    /// A stack view has no size of its own: its arranged views' intrinsic sizes and its spacing
    /// make it, so a stack pinned only by its top-left corner is as wide as its widest label and
    /// as tall as its labels and the gaps between them.
    @Test func aStackPinnedByOneCornerSizesItselfToItsLabels() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let titles = ["Wi-Fi", "Privacy & Security", "Battery"]
        let stack = UIStackView(arrangedSubviews: titles.map { UILabel(text: $0) })
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .leading
        Self.pinned(stack, in: screen, [stack.topAnchor.constraint(equalTo: screen.topAnchor, constant: 100),
                                        stack.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16)])
        screen.layoutIfNeeded()
        let line = CGFloat(Self.body.lineHeight.rounded(.up))
        let widest = CGFloat(titles.map { Self.body.width(of: $0).rounded(.up) }.max()!)
        #expect(stack.frame == CGRect(x: 16, y: 100, width: widest, height: 3 * line + 16))
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, line + 8, 2 * line + 16])
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` at a
    /// required width, as a self-sizing cell is measured: the height is the wrapped text's at
    /// that width plus the insets, not one line's.
    @Test func aViewFittedToAWidthIsAsTallAsItsLabelWrapsThere() {
        let cell = UIView()
        let label = UILabel(text: "Use your company email address to sign in to your account")
        label.numberOfLines = 0
        Self.pinned(label, in: cell, [
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let lines = TextLayout(label.text!, font: .systemFont(ofSize: 17), width: 168, maximumLines: 0, lineBreakMode: .byWordWrapping).lines
        #expect(lines.count >= 3)
        #expect(size.width == 200)
        #expect(size.height == CGFloat((Double(lines.count) * Self.body.lineHeight).rounded(.up)) + 22)
    }

    /// A label and a field side by side in a row too narrow for both at their intrinsic widths:
    /// the one with the lower compression resistance gives way, and when there is room to
    /// spare, the one with the lower hugging priority takes it.
    @Test func theLabelKeepsItsTextAndTheFieldTakesTheRestOfTheRow() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = UILabel(text: "Email")
        let field = UITextField()
        field.text = "someone.with.a.long.address@example.com"
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        field.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        Self.pinned(label, in: screen, [label.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
                                        label.topAnchor.constraint(equalTo: screen.topAnchor)])
        Self.pinned(field, in: screen, [field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                                        field.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
                                        field.topAnchor.constraint(equalTo: screen.topAnchor)])
        screen.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(field.frame.minX == label.frame.maxX + 8 && field.frame.maxX == 304)
        #expect(field.frame.width < field.intrinsicContentSize.width)

        field.text = "a@b.c"
        screen.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width, "the label hugs its text")
        #expect(field.frame.maxX == 304, "the field stretches to the margin")
    }

    /// `readableContentGuide`: on a phone it is the margins; on a wide iPad it is narrower and
    /// centred, so lines stay a comfortable length.
    @Test func theReadableGuideIsTheMarginsOnAPhoneAndCentredAndNarrowerOnAWideScreen() {
        for (width, margin) in [(375.0, 16.0), (1180.0, 20.0)] as [(CGFloat, CGFloat)] {
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
            screen.layoutMargins = UIEdgeInsets(top: 8, left: margin, bottom: 8, right: margin)
            let text = UIView()
            Self.pinned(text, in: screen, [
                text.leadingAnchor.constraint(equalTo: screen.readableContentGuide.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: screen.readableContentGuide.trailingAnchor),
                text.topAnchor.constraint(equalTo: screen.layoutMarginsGuide.topAnchor),
                text.heightAnchor.constraint(equalToConstant: 10),
            ])
            screen.layoutIfNeeded()
            #expect(text.frame.minY == 8)
            if width < 700 {
                #expect(text.frame.minX == margin && text.frame.maxX == width - margin)
            } else {
                #expect(text.frame.width < width - 2 * margin)
                #expect(text.frame.midX == width / 2)
            }
        }
    }

    /// A label's text grows with the reader's text size, and a label laid out by constraints
    /// grows with it at the next layout pass.
    @Test func aLabelLaidOutByConstraintsGrowsWithTheTextSize() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let label = UILabel(text: "Battery")
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        Self.pinned(label, in: screen, [label.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
                                        label.topAnchor.constraint(equalTo: screen.topAnchor, constant: 16)])
        screen.layoutIfNeeded()
        let standard = label.frame.size
        screen.traitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        screen.layoutIfNeeded()
        #expect(label.frame.width > standard.width && label.frame.height > standard.height)
        #expect(label.frame.size == label.intrinsicContentSize)
    }
}
