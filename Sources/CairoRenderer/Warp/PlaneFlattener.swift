import TransitionKit

/// Draws a layer whose map to the canvas has perspective: its subtree is flattened into its
/// own plane offscreen, then warped onto the canvas.
struct PlaneFlattener {
    let painter: LayerPainter

    func paint(_ layer: Layer, transform: Projective, on canvas: Canvas) {
    }
}
