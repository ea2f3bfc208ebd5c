import Foundation

/// The bar at the bottom of a screen without a home button: 5 points high and 8 above the edge,
/// dark on a light screen and light on a dark one.
final class HomeIndicatorLayer: Layer {
    init(device: Device, traits: TraitCollection) {
        super.init()
        let width: Double = device.idiom == .pad ? 315 : 134
        let size = device.screenSize
        frame = Rect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5)
        name = "homeIndicator"
        cornerRadius = 2.5
        backgroundColor = Color.label.resolvedColor(with: traits)
    }

    required init?(coder: NSCoder) { return nil }
}
