import Foundation
import Synchronization
import Testing
@testable import UIKit

/// A window on a screen hands its views the screen's safe area, scale and traits, and dynamic
/// colours resolve in them.
@Suite struct DeviceTraitsTests {
    @Test func safeAreaTraitsAndScaleComeFromTheDevice() {
        VirtualClock().run {
            let screen = ScreenView(screen: .iPhone15, traits: UITraitCollection(userInterfaceStyle: .dark))
            let window = UIWindow(frame: screen.bounds)
            screen.addSubview(window)
            window.makeKeyAndVisible()
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            #expect(view.safeAreaInsets.top == 59 && view.safeAreaInsets.bottom == 34)
            #expect(view.traitCollection.userInterfaceStyle == .dark)
            #expect(UIScreen.main.scale == 3 && view.contentScaleFactor == 3)
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
            view.backgroundColor = ink
            #expect(view.layer.backgroundColor == UIColor.white.cgColor, "a dynamic provider's colour resolves in dark mode")
            #expect(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        }
    }
}
