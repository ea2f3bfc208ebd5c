import UIKit

/// The code editor the onboarding pages show as a sample; the app's own file colours Swift
/// syntax with a colorizer and a keyboard accessory the survey leaves out. Here: a text view in
/// the theme's colours, without the syntax colours.
class EditorView: UITextView {
    var forcedTheme: ThemeManager.Theme? {
        didSet { colorizeText() }
    }

    func colorizeText() {
        let theme = forcedTheme ?? ThemeManager.shared.theme
        backgroundColor = theme.backgroundColor
        tintColor = theme.tintColor
    }
}

/// The document browser the app opens on, which hands a chosen file to the editor (left out of
/// the survey).
class ViewController: UIDocumentBrowserViewController {
    func presentEditor(withURL url: URL) {}
}
