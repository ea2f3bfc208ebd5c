import Foundation
import QuartzCore

/// `cube`: the old and new looks are two faces of a cube whose edge is the layer's width
/// (height for top/bottom), turning 90° about an axis W/2 behind the screen; the new face
/// comes round from the subtype's side. Hidden faces are culled as on a solid.
struct CubeEffect: TransitionEffect {
    func drawing(progress p: Double, subtype: CATransitionSubtype?, bounds: CGRect) -> EffectDrawing {
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
