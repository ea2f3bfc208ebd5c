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

    /// The part of the layer's bounds space the passes can paint: `bounds` itself when the
    /// effect keeps inside it, else the bounds and wherever a mesh carries a look or a path
    /// reaches past them (a curl's flap). Offscreen groups are sized by it, so an ancestor
    /// drawn as a group keeps what lifts off the layer.
    func reach(within bounds: CGRect) -> CGRect {
        guard !clipsToBounds else { return bounds }
        var box = bounds
        for pass in passes {
            switch pass {
            case let .mesh(warpedLooks, _):
                for vertex in warpedLooks.flatMap(\.mesh.vertices) where vertex.isDrawable {
                    box = box.union(CGRect(origin: vertex.destination, size: .zero))
                }
            case let .look(_, clip: path), let .fill(path, _), let .shade(path, _):
                box = box.union(path.controlPointBounds)
            case let .stroke(path, _, width):
                box = box.union(path.controlPointBounds.insetBy(dx: -width, dy: -width))
            }
        }
        return box
    }
}
