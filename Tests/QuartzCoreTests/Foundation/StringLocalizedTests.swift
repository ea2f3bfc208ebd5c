import Foundation
import QuartzCore
import Testing

/// `String(localized:)` as Apple's Foundation has it (iOS 15): the literal is the key, its
/// interpolations becoming `%lld`, `%lf` and `%@` as Xcode's string catalogs spell them, and a
/// key no table has shows the literal itself.
@Suite struct StringLocalizedTests {
    @Test func aKeyNoTableHasShowsTheLiteralInterpolated() {
        let count = 3
        let name = "Ada"
        #expect(String(localized: "Settings") == "Settings")
        #expect(String(localized: "\(count) photos by \(name)") == "3 photos by Ada")
        #expect(String(localized: "100% done") == "100% done")
        #expect(String(localized: "settings.title", defaultValue: "Settings") == "Settings")
    }

    @Test func interpolationsBecomeTheKeysFormatSpecifiers() {
        let count = 3
        let name = "Ada"
        let value: String.LocalizationValue = "\(count) photos by \(name), 50%"
        #expect(value.key == "%lld photos by %@, 50%%")
    }

    @Test func aTranslationIsFilledInOrderOrByPosition() {
        let value: String.LocalizationValue = "\(3) photos by \("Ada")"
        #expect(value.filling("%2$@ took %1$lld photos") == "Ada took 3 photos")
        #expect(value.filling("%lld Fotos von %@ (100%%)") == "3 Fotos von Ada (100%)")
    }
}
