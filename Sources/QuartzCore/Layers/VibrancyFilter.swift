import Foundation

/// How a layer's content is laid over what is behind it to look vibrant, as the content of a
/// `UIVisualEffectView` with a vibrancy effect is on iOS: only the content's coverage counts,
/// not its colours; where it covers, what is behind is darkened (`plusDarker`) or lightened
/// (`plusLighter`) by `strength`, so the blurred colours behind keep their hue in the text.
package struct VibrancyFilter: Hashable, Sendable {
    /// Core Graphics' blend modes of those names: `plusDarker` is `max(0, D + S − 1)`, here with
    /// a black source, and `plusLighter` is `min(1, D + S)`, with a white one.
    package enum Blend: Hashable, Sendable { case plusDarker, plusLighter }

    package var blend: Blend
    /// The source's alpha where the content covers fully, 0 to 1.
    package var strength: Double

    package init(blend: Blend, strength: Double) {
        (self.blend, self.strength) = (blend, strength)
    }
}
