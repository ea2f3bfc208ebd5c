import Foundation
import Testing
import UIKit

/// A screen's Copy button and what reads it back: the general pasteboard keeps the last thing
/// put on it for the run, and the app delegate is there for a screen to reach.
@Suite struct UIPasteboardTests {
    @Test func whatIsCopiedReadsBack() {
        let board = UIPasteboard()
        #expect(board.string == nil && !board.hasStrings)
        board.string = "ABC-123"
        #expect(board.string == "ABC-123" && board.hasStrings && board.numberOfItems == 1)
        board.strings = ["one", "two"]
        #expect(board.strings == ["one", "two"] && board.string == "one")
        board.url = URL(string: "https://example.com")
        #expect(board.url?.host == "example.com" && board.string == nil, "a new item replaces the old ones")
    }

    @Test func theSystemSizesAreUIKits() {
        #expect(UIFont.systemFontSize == 17 && UIFont.smallSystemFontSize == 12 && UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18)
    }
}
