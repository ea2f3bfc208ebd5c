import Foundation
import QuartzCore

/// Scrollable multi-line text, as `UITextView`: the text wraps between words at the view's
/// width less `textContainerInset` and the container's `lineFragmentPadding`, and the content
/// size is the wrapped text's, so a long text scrolls. With scrolling off, the text's height is
/// the view's intrinsic height, as a self-sizing text view has it.
///
///     let note = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
///     note.text = "Ping! Tap the button to send another one."
///     note.contentSize.height   // the wrapped lines plus 8 points above and below
open class UITextView: UIScrollView, UITextInputTraits {
    private let label = UILabel()
    open var text: String! {
        get { label.text ?? "" }
        set { label.text = newValue; textDidChange(); showInStorage() }
    }
    /// The text with, from its first character's attributes, the font, colour and alignment.
    open var attributedText: NSAttributedString! {
        get { label.attributedText ?? NSAttributedString(string: "") }
        set { label.attributedText = newValue; textDidChange(); showInStorage() }
    }
    /// The text as an attributed string the app edits in place, as `textStorage`.
    open var textStorage: NSTextStorage {
        if let storage { return storage }
        let made = NSTextStorage(attributedString: attributedText)
        made.owner = self
        storage = made
        return made
    }
    private var storage: NSTextStorage?

    /// Shows what the app wrote into the storage.
    func storageDidEdit(_ storage: NSTextStorage) {
        label.attributedText = NSAttributedString(attributedString: storage)
        textDidChange()
    }

    /// Puts text set on the view into its storage, once the app has asked for one.
    private func showInStorage() {
        guard let storage else { return }
        storage.isQuiet = true
        storage.setAttributedString(attributedText)
        storage.isQuiet = false
    }
    /// The font; nil sets the text in the 12-point system font, UITextView's default.
    open var font: UIFont? {
        get { label.font }
        set { label.font = newValue ?? .systemFont(ofSize: 12); textDidChange() }
    }
    open var textColor: UIColor? { get { label.textColor } set { label.textColor = newValue ?? .black } }
    open var textAlignment: NSTextAlignment { get { label.textAlignment } set { label.textAlignment = newValue } }
    open var adjustsFontForContentSizeCategory: Bool {
        get { label.adjustsFontForContentSizeCategory }
        set { label.adjustsFontForContentSizeCategory = newValue; textDidChange() }
    }
    open var isEditable = true
    open var isSelectable = true
    /// Space around the text container: 8 points above and below by default, as Apple documents.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textDidChange() }
    }
    public let textContainer = NSTextContainer()
    /// The width the last solve of constraints gave the view, which its intrinsic height is
    /// measured at when scrolling is off.
    private var solvedWidth: CGFloat?
    open override var isScrollEnabled: Bool {
        didSet { textDidChange() }
    }

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

    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 12)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        addSubview(label)
        textContainer.onChange = { [unowned self] in textDidChange() }
    }

    public required init?(coder: NSCoder) { return nil }

    /// The delegate, heard as a `UITextViewDelegate` when it is one (UITextViewDelegate.swift).
    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing, if the delegate agrees, as tapping into the text does.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard textDelegate?.textViewShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        textDelegate?.textViewDidBeginEditing(self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        super.resignFirstResponder()
        textDelegate?.textViewDidEndEditing(self)
        return true
    }

    private func textDidChange() {
        label.numberOfLines = textContainer.maximumNumberOfLines
        label.lineBreakMode = textContainer.lineBreakMode
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The width lines are set in: the bounds less the insets and the padding at both ends.
    private func lineWidth(in width: CGFloat) -> CGFloat {
        max(width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding, 0)
    }

    /// The wrapped text's size at `width`, with the insets around it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(CGSize(width: lineWidth(in: size.width), height: 0))
        let lineHeight = label.lineHeight.rounded(.up)
        return CGSize(width: size.width,
                      height: max(text.height, lineHeight) + textContainerInset.top + textContainerInset.bottom)
    }

    /// With scrolling on, none; with it off, the height of the text at the current width.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled, let width = solvedWidth ?? (bounds.width > 0 ? bounds.width : nil) else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: width, height: 0)).height)
    }

    /// Scrolls the least that shows the line holding the end of `range`, as
    /// `scrollRangeToVisible(_:)` (a log scrolled to its last line).
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let text = attributedText ?? NSAttributedString(string: "")
        let end = min(max(range.location + range.length, 0), text.length)
        let prefix = UILabel()
        prefix.numberOfLines = 0
        prefix.font = label.font
        prefix.attributedText = text.attributedSubstring(from: NSRange(location: 0, length: end))
        let width = lineWidth(in: bounds.width)
        let height = end == 0 ? 0 : prefix.sizeThatFits(CGSize(width: width, height: 0)).height
        let lineHeight = label.lineHeight.rounded(.up)
        // The first line brings the inset above it along, the top of the content.
        let lineTop = height <= lineHeight ? 0 : textContainerInset.top + height - lineHeight
        let lineBottom = textContainerInset.top + max(height, lineHeight)
        scrollRectToVisible(CGRect(x: 0, y: lineTop, width: bounds.width, height: lineBottom - lineTop), animated: false)
    }

    /// Sets the text from the top of the container and makes the content as tall as it.
    open override func layoutSubviews() {
        let width = lineWidth(in: bounds.width)
        let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
        label.frame = CGRect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
                             width: width, height: height)
        contentSize = CGSize(width: bounds.width, height: sizeThatFits(bounds.size).height)
    }
}

extension UITextView: HeightFollowsWidth {
    /// Scrolling off, the intrinsic height is the text's at the width the constraints give.
    func adoptSolvedWidth(_ width: Double) -> Bool {
        guard !isScrollEnabled, solvedWidth != width else { return false }
        solvedWidth = width
        return true
    }
}
