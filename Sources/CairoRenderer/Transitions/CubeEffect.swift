import Foundation
import TransitionKit

/// `cube`: the old and new looks are two faces of a cube whose edge is the layer's width
/// (height for top/bottom), turning 90° about an axis W/2 behind the screen; the new face
/// comes round from the subtype's side. Hidden faces are culled as on a solid.
struct CubeEffect: TransitionEffect {
    func drawing(progress p: Double, subtype: TransitionSubtype?, bounds: Rect) -> EffectDrawing {
        let frame = TurnFrame(subtype: subtype ?? .fromLeft, bounds: bounds)
        let half = frame.length / 2
        let angle = Double.pi / 2 * p
        let (c, s) = (cos(angle), sin(angle))
        // A face point at `along` (from the centre toward the new side) and `depth` (toward
        // the eye, from the axis) after the turn.
        func turned(_ along: Double, _ depth: Double) -> (along: Double, z: Double) {
            (along * c - depth * s, along * s + depth * c - half)
        }
        // The old face is the front one (depth +half); the new face is the side one, whose
        // near edge (along −half) meets the old face's far edge.
        let old = frame.face(.from) { along in turned(along, half) }
        let new = frame.face(.to) { along in turned(half, -along) }
        return EffectDrawing(passes: [.mesh([old, new])])
    }
}

/// Coordinates for the turning effects: `along` runs from the layer's centre toward the side
/// the new look comes from, `length` is the layer's extent that way.
struct TurnFrame {
    let direction: Point
    let bounds: Rect
    let perspective: Perspective

    init(subtype: TransitionSubtype, bounds: Rect) {
        direction = subtype.direction
        self.bounds = bounds
        perspective = Perspective(center: bounds.center)
    }

    var length: Double { direction.x != 0 ? bounds.width : bounds.height }

    /// A flat face showing all of `look`, each point placed by `place` from its `along`
    /// coordinate; the other coordinate stays.
    func face(_ look: TransitionLook, place: (_ along: Double) -> (along: Double, z: Double)) -> EffectSurface {
        let corners = bounds.cornersClockwise.map { source -> EffectVertex in
            let offset = source - bounds.center
            let along = offset.x * direction.x + offset.y * direction.y
            let (placed, z) = place(along)
            let point = source + direction * (placed - along)
            return perspective.vertex(showing: source, at: point, z: z)
        }
        return .quad(look, corners, cullsBackFaces: true)
    }
}
