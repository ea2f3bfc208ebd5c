import Foundation
import QuartzCore

/// The bar at the bottom of a screen without a home button: 5 points high and 8 above the edge,
/// dark on a light screen and light on a dark one.
final class HomeIndicatorLayer: CALayer {
    init(screen: ScreenDescription, traits: UITraitCollection) {
        super.init()
        let width: Double = screen.idiom == .pad ? 315 : 134
        let size = screen.screenSize
        frame = CGRect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5)
        name = "homeIndicator"
        cornerRadius = 2.5
        backgroundColor = UIColor.label.cgColor(for: traits)
    }

    required init?(coder: NSCoder) { return nil }
}
