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

    /// The style the status bar's glyphs are drawn in when not the screen's own: `.dark` for light
    /// glyphs, as iOS shows them over the black behind a page sheet's receded presenter (which
    /// wins), else as the frontmost window's controllers prefer.
    package var statusBarStyle: UIUserInterfaceStyle? { sheetStatusBarStyle ?? controllersStatusBarStyle }
    private var sheetStatusBarStyle: UIUserInterfaceStyle?
    private var controllersStatusBarStyle: UIUserInterfaceStyle?
    /// The style the glyphs on screen were drawn in.
    private var shownStatusBarStyle: UIUserInterfaceStyle?
    private var statusBar: CALayer?

    /// Redraws the chrome for the new style or direction.
    package override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        chrome.removeFromSuperlayer()
        chrome = CALayer()
        chrome.frame = bounds
        chrome.name = "deviceChrome"
        let traits = traitCollection
        let bar = makeStatusBar()
        shownStatusBarStyle = statusBarStyle
        chrome.addSublayer(bar)
        statusBar = bar
        if screen.hasHomeIndicator { chrome.addSublayer(HomeIndicatorLayer(screen: screen, traits: traits)) }
        layer.addSublayer(chrome)
    }

    private func makeStatusBar() -> CALayer {
        let traits = statusBarStyle.map { UITraitCollection(traitsFrom: [traitCollection, UITraitCollection(userInterfaceStyle: $0)]) } ?? traitCollection
        return StatusBarLayer(screen: screen, traits: traits)
    }

    /// Draws the status bar's glyphs in `style` (nil: the screen's), cross-fading from the old
    /// glyphs over `duration`, as UIKit animates a status bar appearance change with a transition.
    package func setStatusBarStyle(_ style: UIUserInterfaceStyle?, duration: TimeInterval) {
        sheetStatusBarStyle = style
        showStatusBarStyle(duration: duration)
    }

    /// Reads the frontmost window's controllers' status bar preference again
    /// (UIViewController+StatusBar.swift), cross-fading to it over `duration`; `leaving` is a
    /// presented controller on its way out.
    package func updateStatusBarAppearance(leaving: UIViewController? = nil, duration: TimeInterval = 0) {
        let window = subviews.last { ($0 as? UIWindow)?.rootViewController != nil && !$0.isHidden } as? UIWindow
        controllersStatusBarStyle = window?.rootViewController?.statusBarStyleController(leaving: leaving).preferredStatusBarStyle.glyphStyle
        showStatusBarStyle(duration: duration)
    }

    private func showStatusBarStyle(duration: TimeInterval) {
        guard statusBarStyle != shownStatusBarStyle else { return }
        shownStatusBarStyle = statusBarStyle
        guard let old = statusBar else { return }
        for faded in chrome.sublayers ?? [] where faded is StatusBarLayer && faded !== old { faded.removeFromSuperlayer() }
        let new = makeStatusBar()
        chrome.insertSublayer(new, above: old)
        statusBar = new
        guard duration > 0 else { return old.removeFromSuperlayer() }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        for (layer, from, to) in [(new, 0.0, 1.0), (old, 1.0, 0.0)] {
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (from, to, duration)
            layer.opacity = Float(to)
            layer.add(fade, forKey: "statusBarStyle")
        }
        // The faded-out glyphs stay, invisible, until the next change or redraw.
    }

    /// Keeps the status bar and home indicator above every view, as iOS draws them above every window.
    package override func didAddSubview(_ subview: UIView) {
        chrome.removeFromSuperlayer()
        layer.addSublayer(chrome)
    }
}
