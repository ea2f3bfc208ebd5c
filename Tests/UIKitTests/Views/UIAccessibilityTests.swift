import Foundation
import Testing
@testable import UIKit

/// Accessibility, editing and the app's URL calls as screens make them.
@Suite struct UIAccessibilityTests {
    @Test func viewsKeepWhatAccessibilityIsTold() {
        let button = UIView()
        button.isAccessibilityElement = true
        button.accessibilityLabel = "Play"
        button.accessibilityHint = "Plays the episode"
        button.accessibilityTraits = [.button, .startsMediaSession]
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Play")
        #expect(button.accessibilityTraits.contains(.button) && !button.accessibilityTraits.contains(.header))
        UIAccessibility.post(notification: .screenChanged, argument: button)
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test func endEditingResignsTheFieldInside() {
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let row = UIView()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        form.addSubview(row)
        row.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(UIView().endEditing(true), "a view with no field inside has nothing to end")
        #expect(field.isFirstResponder)
        #expect(form.endEditing(true))
        #expect(!field.isFirstResponder)
    }

    @Test func urlsOpenNowhere() throws {
        let url = try #require(URL(string: "https://example.com"))
        var opened: Bool?
        UIApplication.shared.open(url) { opened = $0 }
        #expect(opened == false)
        #expect(!UIApplication.shared.canOpenURL(url))
        #expect(UIWindowScene.current.statusBarManager?.statusBarFrame.minY == 0)
    }

    @Test func aSearchBarTellsItsDelegateOfNewText() {
        final class Listener: UISearchBarDelegate {
            var texts: [String] = []
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { texts.append(searchText) }
        }
        let listener = Listener()
        let search = UISearchController()
        search.searchBar.delegate = listener
        search.searchBar.text = "tea"
        search.searchBar.text = "tea"
        search.searchBar.placeholder = "Search"
        #expect(listener.texts == ["tea"])
        #expect(search.searchBar.searchTextField.placeholder == "Search")
        #expect(search.searchResultsController == nil)
    }
}
