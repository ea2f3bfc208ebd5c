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
        layoutSubviews()
    }

    public var text: String {
        get { textLayer.string }
        set { textLayer.string = newValue }
    }
    public var textColor: Color {
        get { textLayer.foregroundColor }
        set { textLayer.foregroundColor = newValue }
    }
    public var font = Font.systemFont(ofSize: 17) {
        didSet {
            (textLayer.fontSize, textLayer.fontWeight) = (font.pointSize, font.weight)
            layoutSubviews()
        }
    }
    public var textAlignment: TextAlignment {
        get { textLayer.alignment }
        set { textLayer.alignment = newValue }
    }

    /// Centres one line of text vertically in the bounds.
    open override func layoutSubviews() {
        let height = font.lineHeight
        textLayer.frame = Rect(x: bounds.minX, y: bounds.minY + (bounds.height - height) / 2,
                               width: bounds.width, height: height)
    }
}
