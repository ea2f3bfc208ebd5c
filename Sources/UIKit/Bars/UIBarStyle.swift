import Foundation

/// A bar's pre-iOS 13 look, as `UIBarStyle`. Bars here take their look from their appearance and
/// the traits; the style is kept so code written for older systems compiles and reads it back.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use UIBarStyle.black and set isTranslucent to true")
    case blackTranslucent = 2
}
