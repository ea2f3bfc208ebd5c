import Foundation
import QuartzCore

/// How a label cuts text that does not fit, as `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A view showing a line of text, centred vertically as `UILabel` does.
///
///     let title = UILabel(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
///     title.text = "Inbox"
///     title.textAlignment = .center
open class UILabel: UIView {
    /// Draws the text; placed by `layoutSubviews`.
    package let textLayer = CATextLayer()

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        textLayer.fontSize = font.pointSize
        textLayer.font = font
        textLayer.foregroundColor = CGColor.black
        textLayer.isWrapped = false
        layer.addSublayer(textLayer)
        resolveAlignment()
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    public convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
    }

    /// Optional, as UIKit's; nil shows nothing.
    open var text: String? {
        get { textLayer.text }
        set {
            textLayer.text = newValue ?? ""
            invalidateIntrinsicContentSize()
        }
    }
    open var textColor: UIColor! {
        get { color("textColor", showing: textLayer.foregroundColor) }
        set { setColor(newValue, for: "textColor") { [textLayer] in textLayer.foregroundColor = $0 ?? .black } }
    }
    /// The font, as UIKit's implicitly unwrapped `font`: setting nil brings back the default
    /// 17-point system font, so `label.font = UIFont(name:size:)` compiles and works as on iOS.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = UIFont.systemFont(ofSize: 17) }
            resolveFont()
        }
    }
    /// Whether a font made for a text style follows the reader's text size, as
    /// `adjustsFontForContentSizeCategory`: it is set at the size the style has in the label's
    /// `preferredContentSizeCategory`, and again when that changes.
    open var adjustsFontForContentSizeCategory = false {
        didSet { resolveFont() }
    }
    /// The lines the text may take; kept, a label draws one line.
    open var numberOfLines = 1
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var isHighlighted = false
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    /// The width at which a multi-line label wraps when laid out by constraints.
    open var preferredMaxLayoutWidth: CGFloat = 0

    private func resolveFont() {
        resolveWithTraits("font") { [unowned self] traits in
            let scaled = font.textStyle.flatMap { adjustsFontForContentSizeCategory ? UIFont.preferredFont(forTextStyle: $0, compatibleWith: traits) : nil }
            textLayer.fontSize = scaled?.pointSize ?? font.pointSize
            textLayer.font = font
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }
    /// `.natural` aligns to the leading edge: the right in a right-to-left layout, as in UIKit.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { resolveAlignment() }
    }

    private func resolveAlignment() {
        resolveWithTraits("textAlignment") { [textLayer, textAlignment] traits in
            textLayer.alignmentMode = textAlignment.alignmentMode(in: traits.effectiveLayoutDirection)
        }
    }

    /// One line of the label's font: about 0.55 em a character, the font's line height tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: (Double(textLayer.text.count) * textLayer.fontSize * 0.55).rounded(.up), height: lineHeight.rounded(.up))
    }

    /// The height of one line at the size the text is set in.
    var lineHeight: Double { UIFont(pointSize: max(textLayer.fontSize, 1)).lineHeight }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// Where the first or last baseline lies from the middle of the bounds, where the text is centred.
    func baselineOffsetFromCenter(first: Bool) -> Double {
        let font = UIFont(pointSize: max(textLayer.fontSize, 1))
        let block = lineHeight
        return first ? font.ascender - block / 2 : block / 2 + font.descender
    }

    /// Centres one line of text vertically in the bounds.
    open override func layoutSubviews() {
        let height = lineHeight
        textLayer.frame = CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2,
                                 width: bounds.width, height: height)
    }
}
