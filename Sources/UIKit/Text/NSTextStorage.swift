import Foundation

/// The text a text view shows, as an attributed string the app edits in place, as
/// `NSTextStorage`: `textView.textStorage.append(line)` adds to what the view shows. Each edit is
/// passed to the view at once, or once at `endEditing()` when made between `beginEditing()` and it.
open class NSTextStorage: NSMutableAttributedString {
    /// The text view showing this storage.
    weak var owner: UITextView?
    private var editingDepth = 0
    private var pending = false
    /// Set while the view itself puts its text here, so that is not passed back.
    var isQuiet = false

    private func edited() {
        guard !isQuiet else { return }
        guard editingDepth == 0 else { pending = true; return }
        owner?.storageDidEdit(self)
    }

    open override func beginEditing() {
        editingDepth += 1
        super.beginEditing()
    }

    open override func endEditing() {
        super.endEditing()
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0, pending {
            pending = false
            edited()
        }
    }

    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        edited()
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        super.replaceCharacters(in: range, with: attrString)
        edited()
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited()
    }

    open override func append(_ attrString: NSAttributedString) {
        super.append(attrString)
        edited()
    }

    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        super.insert(attrString, at: loc)
        edited()
    }

    open override func deleteCharacters(in range: NSRange) {
        super.deleteCharacters(in: range)
        edited()
    }

    open override func setAttributedString(_ attrString: NSAttributedString) {
        super.setAttributedString(attrString)
        edited()
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        super.addAttribute(name, value: value, range: range)
        edited()
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        super.addAttributes(attrs, range: range)
        edited()
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        super.removeAttribute(name, range: range)
        edited()
    }
}
