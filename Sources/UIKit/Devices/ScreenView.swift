import Foundation
import QuartzCore

/// The whole display of a device, as the `UIScreen` a window fills: sized to the screen, with its
/// safe-area insets, traits and scale, and its status bar and home indicator drawn over
/// whatever is added to it, as iOS draws them over every window.
///
///     let screen = ScreenView(screen: Device.iPhone15.screen, traits: UITraitCollection(userInterfaceStyle: .dark))
///     let window = UIWindow(frame: screen.bounds)
///     screen.addSubview(window)
///     window.safeAreaInsets.top   // 59
package final class ScreenView: UIView {
    package let screen: ScreenDescription
    /// The status bar and home indicator; a plain layer, so the views added later go beneath it.
    private var chrome = CALayer()

    package init(screen: ScreenDescription, traits: UITraitCollection = UITraitCollection()) {
        self.screen = screen
        super.init(frame: CGRect(origin: .zero, size: screen.screenSize))
        traitState.coveredEdgeInsets = screen.safeAreaInsets
        traitOverrides = UITraitCollection(traitsFrom: [screen.traits, traits])
    }

    package required init?(coder: NSCoder) { return nil }

    /// Redraws the chrome for the new style or direction.
    package override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        chrome.removeFromSuperlayer()
        chrome = CALayer()
        chrome.frame = bounds
        chrome.name = "deviceChrome"
        let traits = traitCollection
        chrome.addSublayer(StatusBarLayer(screen: screen, traits: traits))
        if screen.hasHomeIndicator { chrome.addSublayer(HomeIndicatorLayer(screen: screen, traits: traits)) }
        layer.addSublayer(chrome)
    }

    /// Keeps the status bar and home indicator above every view, as iOS draws them above every window.
    package override func didAddSubview(_ subview: UIView) {
        chrome.removeFromSuperlayer()
        layer.addSublayer(chrome)
    }
}
