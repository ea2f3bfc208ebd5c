import Foundation
import QuartzCore

/// The frame a text field draws, as `UITextField.BorderStyle`.
public enum UITextBorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

/// A one-line text field, as `UITextField`: its text, or its placeholder in the system's
/// placeholder colour, set in the body font by default, inside the border its style asks for, in
/// light and dark; an optional clear button and left and right views. Subclasses move the text
/// by overriding `textRect(forBounds:)` and `editingRect(forBounds:)`, as on iOS. There is no
/// keyboard: `becomeFirstResponder()` starts editing (the clear button of `.whileEditing` shows)
/// and the keyboard's settings are kept.
///
///     let email = UITextField()
///     email.placeholder = "Email"
///     email.borderStyle = .roundedRect
///     email.keyboardType = .emailAddress
open class UITextField: UIControl, UITextInputTraits {
    public typealias BorderStyle = UITextBorderStyle
    /// When an overlay view (the clear button, the left or right view) shows, as `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// Shows the text or the placeholder, placed by `textRect(forBounds:)`.
    private let label = UILabel()
    private let clearButton = TextFieldClearButton()

    open var text: String? { didSet { showContent() } }
    /// Whether the field holds any text, as `UIKeyInput.hasText`.
    open var hasText: Bool { !(text ?? "").isEmpty }
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var placeholder: String? { didSet { showContent() } }
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// The body style of the system font unless set, as UIKit documents.
    open var font: UIFont? {
        get { label.font }
        set { label.font = newValue ?? .preferredFont(forTextStyle: .body); invalidateIntrinsicContentSize() }
    }
    /// The label colour unless set.
    open var textColor: UIColor? { didSet { showContent() } }
    open var textAlignment: NSTextAlignment {
        get { label.textAlignment }
        set { label.textAlignment = newValue }
    }
    open var borderStyle: BorderStyle = .none { didSet { showBorder(replacing: oldValue) } }
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether a font made for a text style follows the reader's text size (UILabel's rule).
    open var adjustsFontForContentSizeCategory: Bool {
        get { label.adjustsFontForContentSizeCategory }
        set { label.adjustsFontForContentSizeCategory = newValue }
    }
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    open var allowsEditingTextAttributes = false
    open var background: UIImage?
    open var disabledBackground: UIImage?
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited: from `becomeFirstResponder()` to `resignFirstResponder()`.
    open private(set) var isEditing = false

    // The keyboard's settings (UITextInputTraits), kept.
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    open var textContentType: UITextContentType!
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false { didSet { showContent() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .body)
        addSubview(label)
        clearButton.isHidden = true
        addSubview(clearButton)
        showContent()
        showBorder(replacing: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing, if the delegate agrees, as `becomeFirstResponder()` does with the keyboard up.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing, delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return isEditing }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        setNeedsLayout()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        super.resignFirstResponder()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        setNeedsLayout()
        return true
    }

    // MARK: Geometry, as subclasses override it

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn: inside the border's inset, clear of the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: textInset, dy: 0)
        if showsOverlay(leftView, mode: leftViewMode) { rect.origin.x = max(rect.minX, leftViewRect(forBounds: bounds).maxX) }
        let trailing = [showsOverlay(rightView, mode: rightViewMode) ? rightViewRect(forBounds: bounds).minX : nil,
                        showsClearButton ? clearButtonRect(forBounds: bounds).minX : nil].compactMap { $0 }.min()
        if let trailing { rect.size.width = trailing - rect.minX }
        rect.size.width = max(0, rect.width)
        return rect
    }

    /// Where the text is drawn while editing: where it is otherwise.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = TextFieldClearButton.side
        let trailingView = showsOverlay(rightView, mode: rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX - 5
        return CGRect(x: trailingView - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open override func layoutSubviews() {
        label.frame = isEditing ? editingRect(forBounds: bounds) : showsPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
        clearButton.isHidden = !showsClearButton
        clearButton.frame = clearButtonRect(forBounds: bounds)
        leftView?.isHidden = !showsOverlay(leftView, mode: leftViewMode)
        leftView?.frame = leftViewRect(forBounds: bounds)
        rightView?.isHidden = !showsOverlay(rightView, mode: rightViewMode)
        rightView?.frame = rightViewRect(forBounds: bounds)
        mirrorForLayoutDirection([label, clearButton] + [leftView, rightView].compactMap { $0 })
    }

    /// The text's line with the border's insets: a rounded-rect field is 34 points tall at the
    /// 17-point body font, the height UIKit gives it, and taller as a font that follows the
    /// reader's text size grows.
    open override var intrinsicContentSize: CGSize {
        let line = label.lineHeight.rounded(.up)
        let vertical: CGFloat = borderStyle == .roundedRect ? 13 : borderStyle == .none ? 0 : 8
        return CGSize(width: label.intrinsicContentSize.width + 2 * textInset, height: line + vertical)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override var forFirstBaselineLayout: UIView { label }
    open override var forLastBaselineLayout: UIView { label }

    // MARK: Appearance

    /// How far in from the border the text starts: 7 points in a rounded rectangle, as UIKit
    /// draws it; none without a border.
    private var textInset: CGFloat { borderStyle == .none ? 0 : 7 }

    private var showsPlaceholder: Bool { (text ?? "").isEmpty }

    private var showsClearButton: Bool {
        guard !(text ?? "").isEmpty else { return false }
        return switch clearButtonMode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private func showsOverlay(_ view: UIView?, mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        return switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    /// The text, dotted when secure, or the placeholder in `placeholderText`.
    private func showContent() {
        let value = text ?? ""
        let shown = isSecureTextEntry ? String(repeating: "•", count: value.count) : value
        label.text = shown.isEmpty ? placeholder : shown
        label.textColor = shown.isEmpty ? .placeholderText : (textColor ?? .label)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The border of the style: a rounded rectangle is a white field in light mode and a dark
    /// grey one in dark mode, with a hairline of the system's light grey around it, radius 5;
    /// a line is a thin dark frame; a bezel a grey one. UIKit publishes none of these colours;
    /// these system colours give its look in both modes.
    /// `.none` draws nothing and leaves the layer as the app set it (a border of its own on
    /// `layer.borderColor` and `borderWidth`, as screens give a plain field); going to `.none`
    /// from a drawn style takes away only that style's border.
    private func showBorder(replacing previous: BorderStyle?) {
        let style = borderStyle
        if style == .none {
            stopResolving(.border)
            if let previous, previous != .none {
                (layer.cornerRadius, layer.borderWidth, layer.borderColor) = (0, 0, nil)
            }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            return
        }
        layer.cornerRadius = style == .roundedRect ? 5 : 0
        layer.borderWidth = style == .none ? 0 : style == .roundedRect ? 0.5 : 1
        resolveWithTraits(.border) { [unowned self] traits in
            let border: UIColor = switch style {
            case .roundedRect: .systemGray4
            case .line: .label
            case .bezel: .systemGray
            case .none: .clear
            }
            layer.borderColor = border.cgColor(for: traits)
        }
        if style == .roundedRect, backgroundColor == nil { backgroundColor = .tertiarySystemBackground }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

/// The clear button: a grey disc with a white cross, as the circled-x glyph UIKit draws.
final class TextFieldClearButton: UIView {
    /// The button's side: 19 points.
    static let side: CGFloat = 19

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        layer.cornerRadius = Self.side / 2
        backgroundColor = .tertiaryLabel
        let cross = CAShapeLayer()
        let path = UIBezierPath()
        let (inset, side) = (6.0, Self.side)
        path.move(to: CGPoint(x: inset, y: inset))
        path.addLine(to: CGPoint(x: side - inset, y: side - inset))
        path.move(to: CGPoint(x: side - inset, y: inset))
        path.addLine(to: CGPoint(x: inset, y: side - inset))
        cross.path = path.cgPath
        cross.lineWidth = 1.5
        cross.lineCap = .round
        cross.strokeColor = CGColor(gray: 1, alpha: 1)
        cross.fillColor = nil
        cross.frame = CGRect(x: 0, y: 0, width: side, height: side)
        layer.addSublayer(cross)
    }

    required init?(coder: NSCoder) { return nil }
}
