import CoreGraphics
import Foundation

/// Horizontal text alignment, as `CATextLayerAlignmentMode`.
public enum CATextLayerAlignmentMode: String, Sendable { case natural, left, center, right, justified }

/// Where a text layer cuts text that does not fit, as `CATextLayerTruncationMode`.
public enum CATextLayerTruncationMode: String, Sendable { case none, start, end, middle }

/// A layer that draws its string in the system face, as `CATextLayer`: one line per newline, or
/// wrapped at its width when `isWrapped`, set from the top of the bounds.
///
///     let title = CATextLayer()
///     title.string = "Inbox"
///     title.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
///     title.fontSize = 17
open class CATextLayer: CALayer {
    /// The characters as the renderer sets them.
    package var text = ""
    /// A `String`, or an attributed string whose characters are shown.
    public var string: Any? {
        get { text }
        set { text = (newValue as? String) ?? (newValue as? NSAttributedString)?.string ?? "" }
    }
    /// The face: a `UIFont`, a `CGFont` or a font's name; its weight is drawn, and its size is
    /// ignored in favour of `fontSize`, as Core Animation does.
    public var font: Any? {
        didSet { fontWeight = Self.weight(of: font) }
    }
    /// The weight the renderer draws, on `UIFont.Weight`'s scale.
    package var fontWeight: Double = 0
    /// The language the text is set in (a BCP 47 tag), which picks the regional CJK forms; a
    /// label sets it from its traits' `typesettingLanguage`. Nil: the device's language.
    package var language: String?
    public var fontSize: CGFloat = 36
    public var foregroundColor: CGColor? = .white
    public var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Kept for ported code: text that does not fit is clipped.
    public var truncationMode: CATextLayerTruncationMode = .none
    /// Whether lines wrap at the bounds' width.
    public var isWrapped = false
    /// Kept for ported code: glyphs are always drawn at whole device pixels here.
    public var allowsFontSubpixelQuantization = false

    private static func weight(of font: Any?) -> Double {
        switch font {
        case let font as CGFont: font.weight
        case let font as any CGFontConvertible: font.cgFont.weight
        case let name as String: CGFont.weight(named: name)
        default: 0
        }
    }

    package override func shallowCopy() -> CALayer {
        let copy = CATextLayer()
        copyBaseProperties(into: copy)
        (copy.text, copy.fontSize, copy.foregroundColor) = (text, fontSize, foregroundColor)
        copy.font = font
        (copy.fontWeight, copy.language) = (fontWeight, language)
        (copy.alignmentMode, copy.isWrapped, copy.truncationMode) = (alignmentMode, isWrapped, truncationMode)
        return copy
    }
}
