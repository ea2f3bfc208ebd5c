import Foundation

/// The text a text view shows, as an attributed string the app edits in place, as
/// `NSTextStorage`: `textView.textStorage.append(line)` adds to what the view shows. Each edit is
/// passed to the view at once, or once at `endEditing()` when made between `beginEditing()` and it.
open class NSTextStorage: NSMutableAttributedString {
    /// The text view showing this storage.
    weak var owner: UITextView?
    /// Open `beginEditing()` calls and edits in progress (Foundation's `append` runs through
    /// `replaceCharacters`): the view hears once, when the outermost ends.
    private var editingDepth = 0
    private var pending = false
    /// Set while the view itself puts its text here, so that is not passed back.
    var isQuiet = false

    /// Runs an edit, and tells the view when no other is open around it.
    private func edit(_ body: () -> Void) {
        editingDepth += 1
        body()
        pending = true
        finish()
    }

    private func finish() {
        editingDepth = max(0, editingDepth - 1)
        guard editingDepth == 0, pending else { return }
        pending = false
        if !isQuiet { owner?.storageDidEdit(self) }
    }

    open override func beginEditing() {
        editingDepth += 1
        super.beginEditing()
    }

    open override func endEditing() {
        super.endEditing()
        finish()
    }

    open override func replaceCharacters(in range: NSRange, with str: String) {
        edit { super.replaceCharacters(in: range, with: str) }
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        edit { super.replaceCharacters(in: range, with: attrString) }
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        edit { super.setAttributes(attrs, range: range) }
    }

    open override func append(_ attrString: NSAttributedString) {
        edit { super.append(attrString) }
    }

    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        edit { super.insert(attrString, at: loc) }
    }

    open override func deleteCharacters(in range: NSRange) {
        edit { super.deleteCharacters(in: range) }
    }

    open override func setAttributedString(_ attrString: NSAttributedString) {
        edit { super.setAttributedString(attrString) }
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        edit { super.addAttribute(name, value: value, range: range) }
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        edit { super.addAttributes(attrs, range: range) }
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        edit { super.removeAttribute(name, range: range) }
    }
}
