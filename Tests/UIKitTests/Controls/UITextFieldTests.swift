import Foundation
import Testing
@testable import UIKit

/// `UITextField` as UIKit draws and sizes it, in light and dark.
@Suite struct UITextFieldTests {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    @Test func aRoundedRectFieldIsLightInLightModeAndDarkInDarkMode() {
        let fills: [(UITraitCollection, [CGFloat])] = [(Self.light, [255, 255, 255]), (Self.dark, [44, 44, 46])]
        for (traits, fill) in fills {
            let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            screen.traitOverrides = traits
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
            field.borderStyle = .roundedRect
            field.placeholder = "Email"
            screen.addSubview(field)
            let background = field.layer.backgroundColor!
            #expect((background.components ?? []).prefix(3).map { ($0 * 255).rounded() } == fill)
            #expect(field.layer.cornerRadius == 5)
            let placeholder = field.subviews.compactMap { $0 as? UILabel }.first!
            #expect(placeholder.textLayer.foregroundColor == UIColor.placeholderText.cgColor(for: traits))
        }
    }

    /// Apple's `UITextField.font`: "The default value of this property is the body style of the system font."
    @Test func aFieldIsSetInTheBodyFontAndSizesItselfToIt() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(field.intrinsicContentSize.height == 34, "a rounded-rect field at the 17-point body font")
    }

    @Test func theKeyboardsSettingsAreKept() {
        let field = UITextField()
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.autocapitalizationType = .none
        field.textContentType = .username
        field.adjustsFontForContentSizeCategory = true
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next && field.autocapitalizationType == .none)
        #expect(field.textContentType == .username && field.adjustsFontForContentSizeCategory)
    }

    @Test func theClearButtonShowsWhileEditingAndTheTextMakesRoomForIt() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = "hello"
        field.clearButtonMode = .whileEditing
        field.layoutIfNeeded()
        let clear = field.subviews.first { $0 is TextFieldClearButton }!
        #expect(clear.isHidden)
        #expect(field.becomeFirstResponder() && field.isEditing)
        field.layoutIfNeeded()
        #expect(!clear.isHidden && clear.frame.maxX == 195)
        #expect(field.textRect(forBounds: field.bounds).maxX == clear.frame.minX)
        field.resignFirstResponder()
        #expect(!field.isEditing)
    }

    /// A field added straight to a screen, never laid out by hand, shows its text at the first frame.
    @Test func aFieldShowsItsTextAtTheFirstFrameWithoutAnyLayoutCall() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.text = "Shake me"
        screen.addSubview(field)
        let shown = screen.layer.presentationTree()
        let label = shown.sublayers![0].sublayers!.first { $0.sublayers?.first is CATextLayer }!
        #expect(label.bounds.width > 0 && label.bounds.height > 0)
    }
}

/// A field without a border style leaves its layer as the app set it: a grey line of the app's
/// own on `layer.borderColor`, as login screens draw, survives the field joining a window and a
/// change to dark mode; only a border style the field drew is taken away when it goes to `.none`.
@Suite struct TextFieldLayerBorderTests {
    @Test func anAppsOwnLayerBorderSurvivesTraitChanges() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        field.layer.borderColor = UIColor.systemGray.cgColor
        field.layer.borderWidth = 1
        field.layer.cornerRadius = 8
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(field)
        window.overrideUserInterfaceStyle = .dark
        field.borderStyle = .none
        #expect(field.layer.borderColor == UIColor.systemGray.cgColor)
        #expect(field.layer.borderWidth == 1 && field.layer.cornerRadius == 8)
    }

    @Test func goingFromARoundedRectToNoneTakesAwayOnlyTheFieldsOwnBorder() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        field.borderStyle = .roundedRect
        #expect(field.layer.borderWidth == 0.5 && field.layer.cornerRadius == 5)
        field.borderStyle = .none
        #expect(field.layer.borderWidth == 0 && field.layer.cornerRadius == 0)
    }
}
