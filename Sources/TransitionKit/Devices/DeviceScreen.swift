import Foundation

/// The whole display of a device, as the `UIScreen` a window fills: sized to the device, with its
/// safe-area insets, traits and scale, and its status bar and home indicator drawn over
/// whatever is added to it.
///
///     let screen = DeviceScreen(device: .iPhone15, traits: TraitCollection(userInterfaceStyle: .dark))
///     let window = Window(frame: screen.bounds)
///     screen.addSubview(window)
///     window.safeAreaInsets.top   // 59
public final class DeviceScreen: View {
    public let device: Device
    /// The status bar and home indicator; a plain layer, so the views added later go beneath it.
    private var chrome = Layer()

    public init(device: Device, traits: TraitCollection = TraitCollection()) {
        self.device = device
        super.init(frame: Rect(origin: .zero, size: device.screenSize))
        traitState.coveredEdgeInsets = device.safeAreaInsets
        traitOverrides = TraitCollection(traitsFrom: [device.traits, traits])
    }

    public required init?(coder: NSCoder) { return nil }

    /// Redraws the chrome for the new style or direction.
    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        chrome.removeFromSuperlayer()
        chrome = Layer()
        chrome.frame = bounds
        chrome.name = "deviceChrome"
        let traits = traitCollection
        chrome.addSublayer(StatusBarLayer(device: device, traits: traits))
        if device.hasHomeIndicator { chrome.addSublayer(HomeIndicatorLayer(device: device, traits: traits)) }
        layer.addSublayer(chrome)
    }

    /// Keeps the status bar and home indicator above every view, as iOS draws them above every window.
    public override func didAddSubview(_ subview: View) {
        chrome.removeFromSuperlayer()
        layer.addSublayer(chrome)
    }
}
