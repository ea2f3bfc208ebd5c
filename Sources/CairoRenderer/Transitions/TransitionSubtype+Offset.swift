import TransitionKit

extension TransitionSubtype {
    /// The slide offset o (docs/ARCHITECTURE.md): a whole width or height toward the side the new look comes from.
    func offset(in bounds: Rect) -> Point {
        Point(x: direction.x * bounds.width, y: direction.y * bounds.height)
    }
}
