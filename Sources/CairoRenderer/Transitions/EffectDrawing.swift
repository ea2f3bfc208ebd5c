import TransitionKit

/// One step of drawing a transition frame, in the transitioning layer's bounds space.
enum EffectPass {
    /// Surfaces warped from the looks, rasterized together and composited once at `opacity`.
    case mesh([EffectSurface], opacity: Double = 1)
    /// A look drawn as it is, through a clip. Clips and fills use the even-odd rule, so a
    /// path with a hole in it covers the ring.
    case look(TransitionLook, clip: BezierPath)
    case fill(BezierPath, Color)
    case stroke(BezierPath, Color, width: Double)
}

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

/// One built-in transition's look at a progress: what `Transition.type` selects.
protocol TransitionEffect: Sendable {
    /// The frame at `progress` strictly between 0 and 1 (the ends are the looks themselves)
    /// for a layer whose bounds are `bounds`.
    func drawing(progress: Double, subtype: TransitionSubtype?, bounds: Rect) -> EffectDrawing
}

extension TransitionSubtype {
    /// SPEC §3's offset o: a whole width or height toward the side the new look comes from.
    func offset(in bounds: Rect) -> Point {
        Point(x: direction.x * bounds.width, y: direction.y * bounds.height)
    }
}
