import Foundation
import QuartzCore

/// How a label cuts text that does not fit, as `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A view showing text, centred vertically as `UILabel` does: one line, or with
/// `numberOfLines` of 0 or more than 1, wrapped at its width; text that does not fit ends in an
/// ellipsis as `lineBreakMode` says.
///
///     let title = UILabel(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
///     title.text = "Inbox"
///     title.textAlignment = .center
open class UILabel: UIView {
    /// Draws the lines that `layoutSubviews` set.
    package let textLayer = CATextLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        textLayer.fontSize = font.pointSize
        textLayer.font = font
        textLayer.isWrapped = false
        layer.addSublayer(textLayer)
        // UIKit's default since iOS 13: the dynamic label colour, black in light, white in dark.
        textColor = .label
        resolveAlignment()
        layoutSubviews()
    }

    public required init?(coder: NSCoder) { return nil }

    /// A label showing `text`; the harness's shorthand, not UIKit's, so an app's own
    /// `UILabel(text:)` extension never collides with it.
    package convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
    }

    /// Optional, as UIKit's; nil shows nothing.
    open var text: String? {
        didSet { textDidChange() }
    }
    /// A hard shadow under the text, as `shadowColor` and `shadowOffset` (one point up by
    /// default, as UIKit's); a dynamic colour is resolved for the traits the label has when set.
    open var shadowColor: UIColor? {
        didSet { showShadow() }
    }
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { showShadow() }
    }

    private func showShadow() {
        textLayer.shadowColor = shadowColor?.cgColor(for: traitCollection)
        textLayer.shadowOpacity = shadowColor == nil ? 0 : 1
        textLayer.shadowRadius = 0
        textLayer.shadowOffset = shadowOffset
    }

    open var textColor: UIColor! {
        get { color(.textColor, showing: textLayer.foregroundColor) }
        set { setColor(newValue, for: .textColor) { [textLayer] in textLayer.foregroundColor = $0 ?? .black } }
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
    /// The most lines the text takes; 0 for as many as it needs.
    open var numberOfLines = 1 {
        didSet { textDidChange() }
    }
    /// How a line that does not fit is cut (the last line, when there are several).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { textDidChange() }
    }
    /// Whether a single line too wide for the bounds is set smaller, down to
    /// `minimumScaleFactor` of the font's size, before it is cut.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsLayout() }
    }
    /// The smallest fraction of the font's size a fitted line is set at; 0, the default, keeps
    /// the font's size, as Apple documents.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    open var isHighlighted = false
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    /// The width at which a multi-line label wraps when laid out by constraints; 0 (automatic)
    /// wraps it at the width the constraints give it.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { textDidChange() }
    }
    /// The width the last solve of constraints gave the label, which an automatic
    /// `preferredMaxLayoutWidth` wraps at.
    private var solvedWidth: Double?

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The size the text is set at: the font's, or its text style's at the reader's text size.
    private var resolvedPointSize: CGFloat = 17

    /// The font the text is set in: `font`, or its text style's size at the reader's text size.
    private var shownFont: UIFont {
        UIFont(pointSize: max(resolvedPointSize, 1), weight: font.weight, textStyle: font.textStyle, scaling: font.scaling)
    }

    private func resolveFont() {
        resolveWithTraits(.font) { [unowned self] traits in
            let scaled = adjustsFontForContentSizeCategory ? font.adjusted(for: traits) : nil
            resolvedPointSize = scaled?.pointSize ?? font.pointSize
            textLayer.fontSize = resolvedPointSize
            textLayer.font = font
            textLayer.language = traits.typesettingLanguage?.tag
            textDidChange()
        }
    }
    /// `.natural` aligns to the leading edge: the right in a right-to-left layout, as in UIKit.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { resolveAlignment() }
    }

    private func resolveAlignment() {
        resolveWithTraits(.textAlignment) { [textLayer, textAlignment] traits in
            textLayer.alignmentMode = textAlignment.alignmentMode(in: traits.effectiveLayoutDirection)
        }
    }

    private func layout(width: Double?, lines: Int) -> TextLayout {
        TextLayout(text ?? "", font: shownFont, width: width, maximumLines: lines, lineBreakMode: lineBreakMode,
                   language: textLayer.language)
    }

    /// The text's size, as `textRect(forBounds:limitedToNumberOfLines:)` measures it in `size`,
    /// so a subclass that pads its text there is measured with its padding.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textRect(forBounds: CGRect(origin: .zero, size: size), limitedToNumberOfLines: numberOfLines).size
    }

    /// The rectangle the text takes in `bounds`: one line, or wrapped at the bounds' width when
    /// the label has several lines and the width is not 0; empty with no text. Subclasses
    /// override it to pad the text, as on iOS.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard !(text ?? "").isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let width = numberOfLines != 1 && bounds.width > 0 ? Double(bounds.width) : nil
        return CGRect(origin: bounds.origin, size: layout(width: width, lines: numberOfLines).size)
    }

    /// Draws the text in `rect`, as `drawText(in:)`: the lines are set in the rectangle given
    /// here, so a subclass calling `super.drawText(in: rect.inset(by: padding))` pads its text.
    open func drawText(in rect: CGRect) { textArea = rect }
    /// Where the last layout pass's `drawText(in:)` put the text; nil when it drew none.
    private var textArea: CGRect?

    /// The height of one line at the size the text is set in.
    var lineHeight: Double { shownFont.lineHeight }

    /// The text on one line; a multi-line label's wrapped at `preferredMaxLayoutWidth`, or when
    /// that is 0 at the width its constraints last gave it (or its bounds' width, before any
    /// solve), as UIKit measures it.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : solvedWidth ?? Double(bounds.width)
        return sizeThatFits(CGSize(width: width, height: 0))
    }

    /// Where the first or last baseline lies from the middle of the bounds, where the text is centred.
    func baselineOffsetFromCenter(first: Bool) -> Double {
        let font = shownFont
        let block = Double(max(textLayer.frame.height, lineHeight))
        return first ? font.ascender - block / 2 : block / 2 + font.descender
    }

    /// The font a single line is set in: smaller, when `adjustsFontSizeToFitWidth` asks, by as
    /// much as it takes to fit `width` but no less than `minimumScaleFactor` of its size.
    private func fittedFont(width: Double?, lines: Int) -> UIFont {
        let font = shownFont
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, lines == 1, let width,
              case let natural = layout(width: nil, lines: 1).size.width, natural > width else { return font }
        let scale = max(Double(minimumScaleFactor), width / natural)
        return UIFont(pointSize: font.pointSize * scale, weight: font.weight, textStyle: font.textStyle)
    }

    /// Sets the lines that fit the bounds and centres them vertically: at most `numberOfLines`,
    /// and no more than the height holds, the last one cut as `lineBreakMode` says.
    open override func layoutSubviews() {
        textArea = nil
        drawText(in: bounds)
        guard let area = textArea else {
            textLayer.text = ""   // a subclass that draws no text in drawText(in:) shows none
            return
        }
        let lineHeight = lineHeight
        let fitting = max(1, Int((Double(area.height) + 0.5) / lineHeight))
        let limit = numberOfLines == 0 ? fitting : min(numberOfLines, fitting)
        let width = area.width > 0 ? Double(area.width) : nil
        let fitted = fittedFont(width: width, lines: limit)
        let set = TextLayout(text ?? "", font: fitted, width: width, maximumLines: limit, lineBreakMode: lineBreakMode,
                             language: textLayer.language)
        textLayer.fontSize = fitted.pointSize
        textLayer.text = set.lines.joined(separator: "\n")
        let height = Double(set.lines.count) * lineHeight
        // A line set smaller keeps the baseline it had, as UIKit's default baselineAdjustment
        // (.alignBaselines) keeps it.
        let drop = shownFont.ascender - fitted.ascender
        textLayer.frame = CGRect(x: area.minX, y: area.minY + (area.height - height) / 2 + drop,
                                 width: area.width, height: height - drop)
    }
}

extension UILabel: HeightFollowsWidth {
    /// A multi-line label with an automatic `preferredMaxLayoutWidth` wraps at the solved width.
    func adoptSolvedWidth(_ width: Double) -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, solvedWidth != width else { return false }
        solvedWidth = width
        return true
    }
}
