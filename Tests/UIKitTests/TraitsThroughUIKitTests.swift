import Foundation
import Testing
import TransitionKit
import UIKit

/// What a file that imports UIKit sees of the device and its traits: the same safe area, traits
/// and dynamic colours as TransitionKit's views, not stand-ins.
@Suite struct TraitsThroughUIKitTests {
    @Test func safeAreaTraitsAndScaleComeFromTheDevice() {
        Clock().run {
            let screen = DeviceScreen(device: .iPhone15, traits: TraitCollection(userInterfaceStyle: .dark))
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
            #expect(view.layer.backgroundColor == .white, "a dynamic provider's colour resolves in dark mode")
            #expect(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        }
    }
}
