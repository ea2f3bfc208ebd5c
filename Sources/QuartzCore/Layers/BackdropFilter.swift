import Foundation

/// What a layer does to the content behind it before drawing its own, as the backdrop layer
/// under a `UIVisualEffectView`'s blur does on iOS: the content within the layer's bounds,
/// blurred (a Gaussian of `blurRadius` points, σ) and saturated by `saturation` (1 leaves the
/// colour as it is). The layer's background, contents and sublayers then draw over it.
package struct BackdropFilter: Hashable, Sendable {
    package var blurRadius: Double
    package var saturation: Double

    package init(blurRadius: Double, saturation: Double) {
        (self.blurRadius, self.saturation) = (blurRadius, saturation)
    }
}
