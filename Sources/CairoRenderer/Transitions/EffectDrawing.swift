import QuartzCore

/// A transition frame as an effect describes it: passes drawn back to front.
struct EffectDrawing {
    /// How passes combine.
    enum Blend {
        /// Each pass over the ones before.
        case over
        /// Passes summed, for cross-dissolves: old·(1 − p) + new·p stays exact where the looks
        /// are translucent, which drawing one over the other is not.
        case sum
    }

    var passes: [EffectPass]
    var blend: Blend = .over
    /// Keeps the effect inside the layer's bounds (a curl flipping past the top edge).
    var clipsToBounds = false
}
