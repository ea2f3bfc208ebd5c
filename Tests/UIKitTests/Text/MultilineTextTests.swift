import CoreText
import Foundation
import Testing
@testable import UIKit

/// Text that wraps and is cut as UIKit's labels and text views set it, measured with the
/// typesetter the renderer draws with.
@Suite struct MultilineTextTests {
    static let sentence = "Use your company email address to sign in to your account"
    static let body = Typesetter(face: SystemFont.face(weight: 0), size: 17)

    /// The height of `lines` lines of 17-point text, rounded up to whole points as labels are.
    static func height(_ lines: Int) -> CGFloat { CGFloat((Double(lines) * body.lineHeight).rounded(.up)) }

    /// The lines a label hands its text layer to draw.
    static func shownLines(_ label: UILabel) -> [String] {
        label.textLayer.text.components(separatedBy: "\n")
    }

    /// `UILabel.numberOfLines`: "To remove any maximum limit, and use as many lines as needed,
    /// set the value of this property to 0."
    @Test func aLabelWithNoLineLimitWrapsBetweenWordsAtItsWidth() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        label.numberOfLines = 0
        label.text = Self.sentence
        label.layoutIfNeeded()
        let lines = Self.shownLines(label)
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { Self.body.width(of: $0) <= 150 })
        #expect(lines.joined(separator: " ") == Self.sentence)
        // Each line is as full as it can be: the next line's first word would not have fitted.
        for (line, next) in zip(lines, lines.dropFirst()) {
            let word = next.split(separator: " ").first.map(String.init) ?? next
            #expect(Self.body.width(of: line + " " + word) > 150)
        }
        let fitting = label.sizeThatFits(CGSize(width: 150, height: 0))
        #expect(fitting.height == Self.height(lines.count))
    }

    /// `numberOfLines`: "If the text reaches the limit of lines … the label truncates the text
    /// using the line break mode"; `.byTruncatingTail` is the default.
    @Test func aLabelLimitedToTwoLinesEndsItsSecondInAnEllipsis() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        label.numberOfLines = 2
        label.text = Self.sentence
        label.layoutIfNeeded()
        let lines = Self.shownLines(label)
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
        #expect(Self.body.width(of: lines[1]) <= 150)
        #expect(label.intrinsicContentSize.height == Self.height(2))
    }

    @Test func aSingleLineTooWideIsCutWhereItsLineBreakModeSays() {
        let text = "Privacy & Security settings"
        let cuts: [(NSLineBreakMode, (String) -> Bool)] = [
            (.byTruncatingTail, { $0.hasPrefix("Privacy") && $0.hasSuffix("…") }),
            (.byTruncatingHead, { $0.hasPrefix("…") && $0.hasSuffix("settings") }),
            (.byTruncatingMiddle, { $0.hasPrefix("Priv") && $0.contains("…") && $0.hasSuffix("ngs") }),
            (.byClipping, { $0 == text }),
        ]
        for (mode, expected) in cuts {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
            label.lineBreakMode = mode
            label.text = text
            label.layoutIfNeeded()
            let shown = label.textLayer.text
            #expect(expected(shown), "\(mode): \(shown)")
            if mode != .byClipping { #expect(Self.body.width(of: shown) <= 120) }
        }
    }

    /// `adjustsFontSizeToFitWidth` with a `minimumScaleFactor` sets a line too wide smaller, to
    /// fit or down to the factor, and then cuts it; with the default factor of 0 "the label
    /// uses the current font size as the smallest" (Apple's documentation).
    @Test func aLineTooWideIsSetSmallerDownToTheMinimumScaleFactor() {
        let text = "Privacy & Security"
        let natural = Self.body.width(of: text).rounded(.up)
        func shown(width: Double, factor: CGFloat) -> (size: CGFloat, text: String) {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = factor
            label.text = text
            label.layoutIfNeeded()
            return (label.textLayer.fontSize, label.textLayer.text)
        }
        let fitted = shown(width: natural * 0.8, factor: 0.5)
        #expect(abs(fitted.size - 17 * 0.8) < 0.01 && fitted.text == text)
        let floored = shown(width: natural * 0.4, factor: 0.5)
        #expect(floored.size == 8.5 && floored.text.hasSuffix("…"))
        let kept = shown(width: natural * 0.8, factor: 0)
        #expect(kept.size == 17 && kept.text.hasSuffix("…"))
    }

    /// A label is as wide as the typesetter sets its text, so it is drawn exactly where it was
    /// measured.
    @Test func aLabelsIntrinsicSizeIsItsTextAsTheRendererSetsIt() {
        let label = UILabel(text: "Battery")
        #expect(label.intrinsicContentSize == CGSize(width: Self.body.width(of: "Battery").rounded(.up),
                                                     height: Self.body.lineHeight.rounded(.up)))
    }

    /// `preferredMaxLayoutWidth`: "the preferred maximum width, in points, for a multiline label".
    @Test func aMultiLineLabelMeasuresItselfAtItsPreferredMaximumWidth() {
        let label = UILabel(text: Self.sentence)
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize.height == Self.height(1))
        label.preferredMaxLayoutWidth = 100
        #expect(label.intrinsicContentSize.width <= 100)
        let lines = TextLayout(Self.sentence, font: .systemFont(ofSize: 17), width: 100, maximumLines: 0, lineBreakMode: .byWordWrapping).lines
        #expect(label.intrinsicContentSize.height == Self.height(lines.count))
    }

    /// Layouts are remembered by everything they are set from, so the same text set again with
    /// any one input changed is set anew, and set again unchanged comes out the same.
    @Test func aRememberedLayoutAnswersOnlyTheSameQuestion() {
        func layout(width: Double? = 100, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping,
                    font: UIFont = .systemFont(ofSize: 17)) -> TextLayout {
            TextLayout(Self.sentence, font: font, width: width, maximumLines: lines, lineBreakMode: mode)
        }
        let wrapped = layout()
        #expect(wrapped.lines.count > 2)
        #expect(layout().lines == wrapped.lines && layout().size == wrapped.size)
        #expect(layout(width: 200).lines.count < wrapped.lines.count)
        #expect(layout(width: nil).lines == [Self.sentence])
        #expect(layout(lines: 2).lines.count == 2)
        #expect(layout(lines: 1, mode: .byTruncatingTail).lines.last?.hasSuffix("…") == true)
        #expect(layout(lines: 1, mode: .byTruncatingHead).lines.first?.hasPrefix("…") == true)
        #expect(layout(font: .systemFont(ofSize: 8)).lines.count < wrapped.lines.count)
        #expect(layout(width: nil, font: .boldSystemFont(ofSize: 17)).size.width > layout(width: nil).size.width)
        // Canonically equivalent to Swift's `==`, but other scalars, so other glyphs.
        let (precomposed, decomposed) = ("caf\u{E9}", "cafe\u{301}")
        #expect(precomposed == decomposed)
        for text in [precomposed, decomposed, precomposed] {
            let lines = TextLayout(text, font: .systemFont(ofSize: 17), width: nil, maximumLines: 1, lineBreakMode: .byTruncatingTail).lines
            #expect(lines.map { Array($0.unicodeScalars) } == [Array(text.unicodeScalars)])
        }
    }

    /// A multi-line label pinned to both sides of its superview with no preferred width is as
    /// tall as its text wraps at the width the constraints give it, as UIKit's engine solves it.
    @Test func aMultiLineLabelPinnedToBothSidesIsAsTallAsItsWrappedText() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        let label = UILabel(text: Self.sentence)
        label.numberOfLines = 0
        let below = UIView()
        for view in [label, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: screen.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -20),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        screen.layoutIfNeeded()
        let lines = Self.shownLines(label)
        #expect(lines.count > 2)
        #expect(label.frame.width == 160)
        #expect(label.frame.height == Self.height(lines.count))
        #expect(below.frame.minY == label.frame.maxY + 8)
    }

    /// A label whose body font follows the reader's text size takes more lines at AX5
    /// (53 points, Apple's Human Interface Guidelines' Dynamic Type sizes) than at Large (17).
    @Test func aLabelInTheBodyStyleWrapsIntoMoreLinesAsTheTextSizeGrows() {
        func lineCount(_ category: UIContentSizeCategory) -> Int {
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
            screen.traitOverrides = UITraitCollection(preferredContentSizeCategory: category)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.text = Self.sentence
            screen.addSubview(label)
            label.frame.size.height = label.sizeThatFits(CGSize(width: 320, height: 0)).height
            label.layoutIfNeeded()
            #expect(label.textLayer.fontSize == UIFont.preferredFont(forTextStyle: .body, compatibleWith: screen.traitCollection).pointSize)
            return Self.shownLines(label).count
        }
        #expect(lineCount(.large) == 2)
        #expect(lineCount(.accessibilityExtraExtraExtraLarge) > 4)
    }

    /// `UITextView`: `textContainerInset` is 8 points above and below by default and the text
    /// container's `lineFragmentPadding` 5 points (Apple's documentation of both properties).
    @Test func aTextViewWrapsItsTextInsideItsInsetsAndScrollsWhenItIsLonger() {
        let note = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        note.font = .systemFont(ofSize: 17)
        note.text = "Ping! Tap the button to send another one, and another after that."
        note.layoutIfNeeded()
        #expect(note.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(note.textContainer.lineFragmentPadding == 5)
        let label = note.subviews.compactMap { $0 as? UILabel }.first!
        #expect(label.frame.minX == 5 && label.frame.minY == 8 && label.frame.width == 190)
        let lines = Self.shownLines(label)
        #expect(lines.count >= 3)
        #expect(lines.allSatisfy { Self.body.width(of: $0) <= 190 })
        #expect(note.contentSize.height == Self.height(lines.count) + 16)
        note.attributedText = NSAttributedString(string: "Short", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        note.layoutIfNeeded()
        #expect(note.text == "Short" && Self.shownLines(label) == ["Short"])
        #expect(note.contentSize.height == Self.height(1) + 16)
        note.text = "Ping! Tap the button to send another one, and another after that."
        note.layoutIfNeeded()
        // Taller than the view, so it scrolls.
        note.contentOffset = CGPoint(x: 0, y: note.contentSize.height - 60)
        #expect(note.bounds.minY == note.contentSize.height - 60)
    }

    /// A text view with scrolling off sizes itself to its text under constraints, as a
    /// self-sizing text view does.
    @Test func aTextViewThatDoesNotScrollIsAsTallAsItsText() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 600))
        let note = UITextView()
        note.font = .systemFont(ofSize: 17)
        note.isScrollEnabled = false
        note.text = Self.sentence
        note.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(note)
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: screen.topAnchor),
            note.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: screen.trailingAnchor),
        ])
        screen.layoutIfNeeded()
        let lines = TextLayout(Self.sentence, font: .systemFont(ofSize: 17), width: 230, maximumLines: 0, lineBreakMode: .byWordWrapping).lines
        #expect(lines.count > 1)
        #expect(note.frame.height == Self.height(lines.count) + 16)
    }

    /// `UIImageView`'s intrinsic content size is its image's size.
    @Test func anImageViewLaidOutByConstraintsTakesItsImagesSize() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 24)).image { _ in }
        let icon = UIImageView(image: image)
        icon.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(icon)
        NSLayoutConstraint.activate([
            icon.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
            icon.topAnchor.constraint(equalTo: screen.topAnchor, constant: 10),
        ])
        screen.layoutIfNeeded()
        #expect(icon.frame == CGRect(x: 130, y: 10, width: 40, height: 24))
        #expect(UIImageView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
