import Foundation
import QuartzCore

/// What kind of keyboard a text input asks for, as `UIKeyboardType`. There is no keyboard here;
/// the setting is kept.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The look of the keyboard, as `UIKeyboardAppearance`; kept.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// The title of the keyboard's return key, as `UIReturnKeyType`; kept.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When typing is capitalized, as `UITextAutocapitalizationType`; kept.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Whether typing is autocorrected, as `UITextAutocorrectionType`; kept.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// Whether typing is spell-checked, as `UITextSpellCheckingType`; kept.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// Whether quotes, dashes and spaces are made typographic, as the smart-typing types; kept.
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// What a text input holds, so the system can offer to fill it, as `UITextContentType`; kept.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let URL = UITextContentType("url")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let postalCode = UITextContentType("postal-code")
    public static let creditCardNumber = UITextContentType("cc-number")
}

/// The settings of a text input's keyboard, as `UITextInputTraits`: text fields and text views
/// keep them, so code that configures its keyboard compiles and reads them back.
public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var textContentType: UITextContentType! { get set }
    var isSecureTextEntry: Bool { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
}
