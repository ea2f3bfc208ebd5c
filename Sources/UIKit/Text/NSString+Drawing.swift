import Foundation
import QuartzCore

// Text with attributes, as UIKit adds them to Foundation: the attribute keys, paragraph styles,
// a label's `attributedText`, and drawing a string into the current context. Text here is in one
// font and colour: the attributes of the first character apply to the whole string.

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let link = NSAttributedString.Key("NSLink")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
    // VoiceOver's keys: what an announcement or a label speaks, kept with the text.
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
    public static let accessibilitySpeechPunctuation = NSAttributedString.Key("UIAccessibilitySpeechAttributePunctuation")
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("UIAccessibilitySpeechAttributeLanguage")
    public static let accessibilitySpeechPitch = NSAttributedString.Key("UIAccessibilitySpeechAttributePitch")
    public static let accessibilitySpeechIPANotation = NSAttributedString.Key("UIAccessibilitySpeechAttributeIPANotation")
    public static let accessibilitySpeechSpellOut = NSAttributedString.Key("UIAccessibilitySpeechAttributeSpellOut")
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key("UIAccessibilitySpeechAttributeAnnouncementPriority")
    public static let accessibilityTextHeadingLevel = NSAttributedString.Key("UIAccessibilityTextAttributeHeadingLevel")
    public static let accessibilityTextCustom = NSAttributedString.Key("UIAccessibilityTextAttributeCustom")
}

/// An image in a run of text, as `NSTextAttachment`: `NSAttributedString(attachment:)` makes the
/// one object character (U+FFFC) that carries it. Kept with the text: a label draws the
/// characters around it, not the image.
open class NSTextAttachment: NSObject {
    open var image: UIImage?
    open var contents: Data?
    open var fileType: String?
    /// Where the image sits on the line, its origin on the baseline; zero for the image's size.
    open var bounds = CGRect.zero

    public override init() { super.init() }

    public init(data contentData: Data?, ofType uti: String?) {
        (contents, fileType) = (contentData, uti)
        super.init()
    }

    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }
}

extension NSAttributedString {
    /// The object character carrying `attachment`, as `init(attachment:)`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}

/// How a paragraph is set, as `NSParagraphStyle`; the alignment is applied, the rest kept.
open class NSParagraphStyle {
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public init() {}
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }
}

open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }

    /// Takes every setting of `paragraphStyle`, as `setParagraphStyle(_:)`.
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) {
        (alignment, lineSpacing, lineHeightMultiple) = (paragraphStyle.alignment, paragraphStyle.lineSpacing, paragraphStyle.lineHeightMultiple)
        (paragraphSpacing, lineBreakMode) = (paragraphStyle.paragraphSpacing, paragraphStyle.lineBreakMode)
    }
}

/// A string in the one font, colour and alignment its attributes give.
private struct TextRun {
    let string: String
    let font: UIFont
    let color: UIColor
    let alignment: NSTextAlignment

    init(_ string: String, _ attributes: [NSAttributedString.Key: Any]?) {
        self.string = string
        font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        color = attributes?[.foregroundColor] as? UIColor ?? .black
        alignment = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
    }

    /// The string on one line, set as a label sets it.
    var size: CGSize { lines(width: nil).size }

    /// The string set as a label with no line limit sets it, wrapped at `width` when given.
    func lines(width: Double?) -> TextLayout {
        TextLayout(string, font: font, width: width, maximumLines: 0, lineBreakMode: .byWordWrapping)
    }

    func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let text = CATextLayer()
        let set = lines(width: Double(rect.width))
        text.frame = CGRect(origin: rect.origin, size: CGSize(width: rect.width, height: max(rect.height, set.size.height)))
        text.string = set.lines.joined(separator: "\n")
        text.fontSize = font.pointSize
        text.font = font
        text.foregroundColor = color.cgColor
        text.alignmentMode = alignment.alignmentMode(in: .leftToRight)
        context.add(content: text)
    }
}

extension String {
    /// Draws the string in the current context with its top-left at `point`, on one line.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let run = TextRun(self, attributes)
        run.draw(in: CGRect(origin: point, size: run.size))
    }

    /// Draws the string in the current context along the top of `rect`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        TextRun(self, attributes).draw(in: rect)
    }

    /// The size of one line of the string in the attributes' font.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextRun(self, attributes).size
    }
}

/// How `boundingRect(with:options:attributes:context:)` lays text out, as UIKit's
/// `NSStringDrawingOptions`: with `.usesLineFragmentOrigin` the text wraps to the given width;
/// without it, it is one line.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scaling settings for drawing strings, as `NSStringDrawingContext`; kept.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
}

extension String {
    /// The rectangle the string takes in the attributes' font: one line, or with
    /// `.usesLineFragmentOrigin` the lines it wraps into at `size.width`, set as labels set
    /// them, capped at `size.height`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let run = TextRun(self, attributes)
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0
        let set = run.lines(width: wraps ? Double(size.width) : nil).size
        return CGRect(x: 0, y: 0, width: set.width, height: wraps ? min(set.height, size.height) : set.height)
    }
}

extension NSString {
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attributes)
    }

    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// The attributes of the first character, which here style the whole string.
    fileprivate var leadingAttributes: [NSAttributedString.Key: Any] {
        length == 0 ? [:] : attributes(at: 0, effectiveRange: nil)
    }

    public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: leadingAttributes) }
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: leadingAttributes) }
    public func size() -> CGSize { string.size(withAttributes: leadingAttributes) }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        string.boundingRect(with: size, options: options, attributes: leadingAttributes, context: context)
    }
}

extension UILabel {
    /// The text and, from its first character's attributes, the font, colour and alignment.
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any]) } }
        set {
            guard let newValue else { return text = nil }
            let attributes = newValue.leadingAttributes
            text = newValue.string
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        }
    }
}
