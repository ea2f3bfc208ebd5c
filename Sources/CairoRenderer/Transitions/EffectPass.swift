import QuartzCore

/// One step of drawing a transition frame, in the transitioning layer's bounds space.
enum EffectPass {
    /// Looks warped by meshes, rasterized together and composited once at `opacity`, so
    /// where they share an edge (the faces of a cube) no seam shows.
    case mesh([WarpedLook], opacity: Double = 1)
    /// A look drawn as it is, through a clip. Clips and fills use the even-odd rule, so a
    /// path with a hole in it covers the ring.
    case look(TransitionLook, clip: BezierPath)
    case fill(BezierPath, CGColor)
    /// A path filled with colour that changes along a line.
    case shade(BezierPath, EffectShading)
    case stroke(BezierPath, CGColor, width: Double)
}
