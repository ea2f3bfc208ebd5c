import Foundation

/// The region a text view sets its text in, as `NSTextContainer`: the text view's width less
/// its `textContainerInset`, with `lineFragmentPadding` (5 points by default, as Apple
/// documents) left empty at each end of every line.
open class NSTextContainer: NSObject {
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { onChange?() }
    }
    /// The most lines shown; 0 for as many as the text needs.
    open var maximumNumberOfLines = 0 {
        didSet { onChange?() }
    }
    open var lineBreakMode = NSLineBreakMode.byWordWrapping {
        didSet { onChange?() }
    }
    /// Whether the width follows the text view's; kept, it always does here.
    open var widthTracksTextView = true
    /// Tells the text view that owns the container to set its text again.
    var onChange: (() -> Void)?
}
