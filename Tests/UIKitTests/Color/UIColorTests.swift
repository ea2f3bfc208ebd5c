import Foundation
import Testing
import UIKit

/// `UIColor` as apps extend and compare it.
@Suite struct UIColorTests {
    @Test func aConvenienceInitInAnExtensionMakesTheColour() {
        let brand = UIColor(hex: 0x34C759)
        #expect(brand == UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1))
        #expect(brand.cgColor.alpha == 1)
        let view = UIView()
        view.backgroundColor = UIColor(hex: 0xFF0000, alpha: 0.5)
        #expect(view.backgroundColor == UIColor.red.withAlphaComponent(0.5))
    }
}

/// The extension nearly every iOS app has: a colour from a hex number, as a convenience init.
extension UIColor {
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}
