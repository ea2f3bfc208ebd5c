import QuartzCore

/// `moveIn`, `push` and `reveal`: the new look travels in from the offset o (the subtype's
/// `offset(in:)`), the old one travels out to −o, or both; whichever stays still lies
/// underneath.
struct SlideEffect: TransitionEffect {
    /// Whether the old look slides out (push, reveal).
    let movesOld: Bool
    /// Whether the new look slides in (moveIn, push).
    let movesNew: Bool

    static let moveIn = SlideEffect(movesOld: false, movesNew: true)
    static let push = SlideEffect(movesOld: true, movesNew: true)
    static let reveal = SlideEffect(movesOld: true, movesNew: false)

    func drawing(progress p: Double, subtype: CATransitionSubtype?, bounds: CGRect) -> EffectDrawing {
        let o = (subtype ?? .fromLeft).offset(in: bounds)
        let old = WarpedLook.flat(.from, bounds, offset: movesOld ? o * -p : .zero)
        let new = WarpedLook.flat(.to, bounds, offset: movesNew ? o * (1 - p) : .zero)
        switch (movesOld, movesNew) {
        // Abutting looks are rasterized together so their shared edge leaves no seam.
        case (true, true): return EffectDrawing(passes: [.mesh([old, new])])
        case (true, false): return EffectDrawing(passes: [.mesh([new]), .mesh([old])])
        default: return EffectDrawing(passes: [.mesh([old]), .mesh([new])])
        }
    }
}
