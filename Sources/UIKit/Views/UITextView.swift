import Foundation
import QuartzCore

/// Scrollable multi-line text, as `UITextView`; shown as its first line.
open class UITextView: UIScrollView, UITextInputTraits {
    private let label = UILabel()
    open var text: String! { get { label.text } set { label.text = newValue } }
    open var font: UIFont? { get { label.font } set { label.font = newValue ?? .systemFont(ofSize: 12) } }
    open var textColor: UIColor? { get { label.textColor } set { label.textColor = newValue ?? .black } }
    open var textAlignment: NSTextAlignment { get { label.textAlignment } set { label.textAlignment = newValue } }
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    // The keyboard's settings (UITextInputTraits), kept.
    open var keyboardType = UIKeyboardType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var returnKeyType = UIReturnKeyType.default
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var textContentType: UITextContentType!
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false

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
