import QuartzCore

/// `fade`: old·(1 − p) + new·p, as Core Animation's cross-dissolve.
struct FadeEffect: TransitionEffect {
    func drawing(progress p: Double, subtype: CATransitionSubtype?, bounds: CGRect) -> EffectDrawing {
        EffectDrawing(passes: [.mesh([.flat(.from, bounds)], opacity: 1 - p), .mesh([.flat(.to, bounds)], opacity: p)],
                      blend: .sum)
    }
}
