import Foundation
import QuartzCore

/// The frame a text field draws, as `UITextField.BorderStyle`.
public enum UITextBorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

/// A one-line text field, as `UITextField`: its text (or placeholder, in grey) drawn by a label
/// inset from the edges, inside the border its style asks for. There is no keyboard.
open class UITextField: UIView {
    public typealias BorderStyle = UITextBorderStyle
    private let label = UILabel()

    open var text: String? { didSet { refresh() } }
    open var placeholder: String? { didSet { refresh() } }
    open var font: UIFont? { get { label.font } set { label.font = newValue ?? .systemFont(ofSize: 17) } }
    open var textColor: UIColor? = .black { didSet { refresh() } }
    open var textAlignment: NSTextAlignment { get { label.textAlignment } set { label.textAlignment = newValue } }
    open var borderStyle: BorderStyle = .none { didSet { refresh() } }
    open var isSecureTextEntry = false { didSet { refresh() } }
    open var isEnabled = true
    open var clearButtonMode = 0
    open var leftView: UIView?
    open var rightView: UIView?
    open weak var delegate: AnyObject?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(label)
        refresh()
    }

    public required init?(coder: NSCoder) { return nil }

    /// A field can be first responder: `becomeFirstResponder()` succeeds (no keyboard shows).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func layoutSubviews() { label.frame = bounds.insetBy(dx: 8, dy: 0) }

    /// Shows the text, or the placeholder in grey, and the border.
    private func refresh() {
        let value = text ?? ""
        let shown = isSecureTextEntry ? String(repeating: "•", count: value.count) : value
        label.text = shown.isEmpty ? placeholder : shown
        label.textColor = shown.isEmpty ? UIColor(white: 0.7, alpha: 1) : (textColor ?? .black)
        layer.borderWidth = borderStyle == .none ? 0 : 1
        layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        layer.cornerRadius = borderStyle == .roundedRect ? 5 : 0
        if borderStyle == .roundedRect, backgroundColor == nil { backgroundColor = .white }
    }
}

/// Scrollable multi-line text, as `UITextView`; shown as its first line.
open class UITextView: UIScrollView {
    private let label = UILabel()
    open var text: String! { get { label.text } set { label.text = newValue } }
    open var font: UIFont? { get { label.font } set { label.font = newValue ?? .systemFont(ofSize: 12) } }
    open var textColor: UIColor? { get { label.textColor } set { label.textColor = newValue ?? .black } }
    open var textAlignment: NSTextAlignment { get { label.textAlignment } set { label.textAlignment = newValue } }
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 12)
        addSubview(label)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func layoutSubviews() {
        let line = label.font.lineHeight
        label.frame = CGRect(x: 5, y: textContainerInset.top, width: max(bounds.width - 10, 0), height: line)
    }
}
