import QuartzCore

/// Coordinates for the turning effects: `along` runs from the layer's centre toward the side
/// the new look comes from, `length` is the layer's extent that way.
struct TurnFrame {
    let subtype: CATransitionSubtype
    let bounds: CGRect
    let perspective: Perspective

    init(subtype: CATransitionSubtype, bounds: CGRect) {
        self.subtype = subtype
        self.bounds = bounds
        perspective = Perspective(center: bounds.center)
    }

    var direction: CGPoint { subtype.direction }
    var length: Double { subtype.isHorizontal ? bounds.width : bounds.height }

    /// A flat face showing all of `look`, each point placed by `place` from its `along`
    /// coordinate; the other coordinate stays. Its back is culled, as a solid's hidden face.
    func face(_ look: TransitionLook, place: (_ along: Double) -> (along: Double, z: Double)) -> WarpedLook {
        let corners = bounds.cornersClockwise.map { source -> WarpMesh.Vertex in
            let offset = source - bounds.center
            let along = offset.x * direction.x + offset.y * direction.y
            let (placed, z) = place(along)
            let point = source + direction * (placed - along)
            return perspective.vertex(showing: source, at: point, z: z)
        }
        return WarpedLook(look, WarpMesh(convexPolygons: [corners], backFaces: .cull))
    }
}
