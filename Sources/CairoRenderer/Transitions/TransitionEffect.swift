import QuartzCore

/// One built-in transition's look at a progress: what `CATransition.type` selects.
protocol TransitionEffect: Sendable {
    /// The frame at `progress` strictly between 0 and 1 (the ends are the looks themselves)
    /// for a layer whose bounds are `bounds`.
    func drawing(progress: Double, subtype: CATransitionSubtype?, bounds: CGRect) -> EffectDrawing
}
