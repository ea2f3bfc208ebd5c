import QuartzCore

extension CATransitionSubtype {
    /// The slide offset o (docs/ARCHITECTURE.md): a whole width or height toward the side the new look comes from.
    func offset(in bounds: CGRect) -> CGPoint {
        CGPoint(x: direction.x * bounds.width, y: direction.y * bounds.height)
    }
}
