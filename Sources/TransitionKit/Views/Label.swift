import Foundation

/// A view showing a line of text, centred vertically as `UILabel` does.
///
///     let title = Label(frame: Rect(x: 0, y: 20, width: 375, height: 44))
///     title.text = "Inbox"
///     title.textAlignment = .center
open class Label: View {
    /// Draws the text; placed by `layoutSubviews`.
    public let textLayer = TextLayer()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        textLayer.fontSize = font.pointSize
        textLayer.foregroundColor = .black
        textLayer.isWrapped = false
        layer.addSublayer(textLayer)
        resolveAlignment()
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    public var text: String {
        get { textLayer.string }
        set { textLayer.string = newValue }
    }
    public var textColor: Color {
        get { dynamicColor("textColor", showing: textLayer.foregroundColor) ?? textLayer.foregroundColor }
        set { setColor(newValue, for: "textColor") { [textLayer] in textLayer.foregroundColor = $0 ?? .black } }
    }
    /// The font, as UIKit's implicitly unwrapped `font`: setting nil brings back the default
    /// 17-point system font, so `label.font = UIFont(name:size:)` compiles and works as on iOS.
    public var font: Font! = Font.systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = Font.systemFont(ofSize: 17) }
            resolveFont()
        }
    }
    /// Whether a font made for a text style follows the reader's text size, as
    /// `adjustsFontForContentSizeCategory`: it is set at the size the style has in the label's
    /// `preferredContentSizeCategory`, and again when that changes.
    public var adjustsFontForContentSizeCategory = false {
        didSet { resolveFont() }
    }

    private func resolveFont() {
        resolveWithTraits("font") { [unowned self] traits in
            let scaled = font.textStyle.flatMap { adjustsFontForContentSizeCategory ? Font.preferredFont(forTextStyle: $0, compatibleWith: traits) : nil }
            (textLayer.fontSize, textLayer.fontWeight) = (scaled?.pointSize ?? font.pointSize, font.weight)
            layoutSubviews()
        }
    }
    /// `.natural` aligns to the leading edge: the right in a right-to-left layout, as in UIKit.
    public var textAlignment: TextAlignment = .natural {
        didSet { resolveAlignment() }
    }

    private func resolveAlignment() {
        resolveWithTraits("textAlignment") { [textLayer, textAlignment] traits in
            let isNaturalRightToLeft = textAlignment == .natural && traits.effectiveLayoutDirection == .rightToLeft
            textLayer.alignment = isNaturalRightToLeft ? .right : textAlignment
        }
    }

    /// One line of the label's font: about 0.55 em a character, the font's line height tall.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: (Double(text.count) * textLayer.fontSize * 0.55).rounded(.up), height: lineHeight.rounded(.up))
    }

    /// The height of one line at the size the text is set in.
    var lineHeight: Double { Font(pointSize: max(textLayer.fontSize, 1)).lineHeight }

    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    /// Centres one line of text vertically in the bounds.
    open override func layoutSubviews() {
        let height = lineHeight
        textLayer.frame = Rect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2,
                               width: bounds.width, height: height)
    }
}
