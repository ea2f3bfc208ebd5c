import Foundation
import QuartzCore

/// `oglFlip`: the layer turns over like a card, 180° about its vertical axis (horizontal for
/// top/bottom), the subtype's edge swinging toward the eye. The old look is the front until
/// 90°, the new look the back after it; the card dollies back by (L/2)·|sin θ| so the near
/// edge never comes closer than the screen.
struct FlipEffect: TransitionEffect {
    func drawing(progress p: Double, subtype: CATransitionSubtype?, bounds: CGRect) -> EffectDrawing {
        // A flip "from left" swings the left edge forward: the turn's axis runs toward the
        // subtype's side, with `along` measured away from it.
        let frame = TurnFrame(subtype: subtype ?? .fromLeft, bounds: bounds)
        let half = frame.length / 2
        let angle = Double.pi * p
        let (c, s) = (cos(angle), sin(angle))
        let dolly = half * abs(s)
        guard p > 0.5 else {
            return EffectDrawing(passes: [.mesh([frame.face(.from) { along in (along * c, along * s - dolly) }])])
        }
        // The new look lies on the card's back, mirrored along the turn, so it reads true at 180°.
        return EffectDrawing(passes: [.mesh([frame.face(.to) { along in (-along * c, -along * s - dolly) }])])
    }
}
