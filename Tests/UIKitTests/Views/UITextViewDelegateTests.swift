import Foundation
import Testing
@testable import UIKit

/// A notes screen's text view delegate, as apps write one.
@Suite struct UITextViewDelegateTests {
    private final class Notes: UITextViewDelegate {
        var events: [String] = []
        var allowsEnd = true
        func textViewDidBeginEditing(_ textView: UITextView) { events.append("begin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { allowsEnd }
        func textViewDidEndEditing(_ textView: UITextView) { events.append("end") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll") }
    }

    @Test func editingBeginsAndEndsThroughTheDelegate() {
        let notes = Notes()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        textView.delegate = notes
        #expect(textView.becomeFirstResponder())
        #expect(textView.isFirstResponder)
        notes.allowsEnd = false
        #expect(!textView.resignFirstResponder())
        #expect(textView.isFirstResponder)
        notes.allowsEnd = true
        #expect(textView.resignFirstResponder())
        #expect(notes.events == ["begin", "end"])
        textView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(notes.events.last == "scroll", "the delegate hears the scrolling too")

        let readOnly = UITextView()
        readOnly.isEditable = false
        #expect(!readOnly.becomeFirstResponder())
    }
}
