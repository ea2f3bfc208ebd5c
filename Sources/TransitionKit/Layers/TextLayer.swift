import Foundation

/// Horizontal text alignment, as `CATextLayerAlignmentMode`.
public enum TextAlignment: String, Sendable { case natural, left, center, right }

/// A layer that draws one line (or, when wrapped, several lines) of text in the system face,
/// as `CATextLayer`. Text is set from the top of the bounds.
open class TextLayer: Layer {
    public var string: String = ""
    public var fontSize: Double = 36
    public var fontWeight = Font.Weight.regular
    /// Whether the text is set semibold or heavier; setting it picks bold or regular.
    public var isBold: Bool {
        get { fontWeight >= .semibold }
        set { fontWeight = newValue ? .bold : .regular }
    }
    public var foregroundColor: Color = .white
    public var alignment: TextAlignment = .natural
    /// Whether lines wrap at the bounds' width.
    public var isWrapped = false


    open override func shallowCopy() -> Layer {
        let copy = TextLayer()
        copyBaseProperties(into: copy)
        copy.string = string
        copy.fontSize = fontSize
        copy.fontWeight = fontWeight
        copy.foregroundColor = foregroundColor
        copy.alignment = alignment
        copy.isWrapped = isWrapped
        return copy
    }
}
