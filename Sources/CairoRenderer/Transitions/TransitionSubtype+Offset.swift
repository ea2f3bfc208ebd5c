import TransitionKit

extension TransitionSubtype {
    /// How far the slides (`moveIn`, `push`, `reveal`) move a look: a whole width or height
    /// toward the side the new look comes from, as Apple's `CATransitionSubtype` names it.
    func offset(in bounds: Rect) -> Point {
        Point(x: direction.x * bounds.width, y: direction.y * bounds.height)
    }
}
