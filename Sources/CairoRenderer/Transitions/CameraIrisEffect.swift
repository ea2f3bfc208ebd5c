import Foundation
import TransitionKit

/// `cameraIrisHollowClose`, `cameraIrisHollowOpen` and `cameraIris`: a camera shutter's
/// polygonal aperture. Hollow Close closes blades cut from the new look over the old one;
/// hollow Open opens blades cut from the old look onto the new one; `cameraIris` closes dark
/// metal blades over the old look, then opens them onto the new one.
struct CameraIrisEffect: TransitionEffect {
    /// Blades of the shutter, which is also the aperture's number of sides.
    static let bladeCount = 6
    /// How far the aperture turns between closed and open (radians), as blades pivoting do.
    static let twist = Double.pi / 3
    /// The shutter's metal, for `cameraIris`.
    static let bladeColor = Color(hex: 0x2C2C2E)
    /// How much lighter a blade facing the light (from the top left) is than one facing away.
    static let bladeSheen = 0.3
    /// The lines where blades overlap.
    static let seamColor = Color(white: 0, alpha: 0.55)
    /// Seam width in points.
    static let seamWidth = 1.5
    /// How dark hollow blades are tinted, so the blade pattern reads over content.
    static let hollowBladeTint = Color(white: 0, alpha: 0.12)
    /// Openness (0 closed … 1 open) below which hollow blades' seams and tint fade out, so
    /// the closed end meets the look it closes to.
    static let hollowFadeOpenness = 0.2

    enum Kind { case hollowClose, hollowOpen, closeThenOpen }
    let kind: Kind

    func drawing(progress p: Double, subtype: TransitionSubtype?, bounds: Rect) -> EffectDrawing {
        let full = BezierPath(rect: bounds)
        switch kind {
        case .hollowClose:
            return hollow(openness: 1 - p, inside: .from, blades: .to, bounds: bounds)
        case .hollowOpen:
            return hollow(openness: p, inside: .to, blades: .from, bounds: bounds)
        case .closeThenOpen:
            let closing = p < 0.5
            let openness = closing ? 1 - 2 * p : 2 * p - 1
            let aperture = Aperture(bounds: bounds, openness: openness)
            let light = Point(x: -0.6, y: -0.8)
            let blades = aperture.blades.map { blade -> EffectPass in
                let lit = 1 + CameraIrisEffect.bladeSheen / 2 * (blade.facing.x * light.x + blade.facing.y * light.y)
                let metal = CameraIrisEffect.bladeColor
                return .fill(blade.outline, Color(red: metal.red * lit, green: metal.green * lit, blue: metal.blue * lit))
            }
            return EffectDrawing(passes: [.look(closing ? .from : .to, clip: full)] + blades + [
                .stroke(aperture.seams, CameraIrisEffect.seamColor, width: CameraIrisEffect.seamWidth),
            ], clipsToBounds: true)
        }
    }

    private func hollow(openness: Double, inside: TransitionLook, blades: TransitionLook, bounds: Rect) -> EffectDrawing {
        let aperture = Aperture(bounds: bounds, openness: openness)
        let fade = min(1, openness / CameraIrisEffect.hollowFadeOpenness)
        let tint = CameraIrisEffect.hollowBladeTint, seam = CameraIrisEffect.seamColor
        return EffectDrawing(passes: [
            .look(inside, clip: BezierPath(rect: bounds)),
            .look(blades, clip: aperture.outside),
            .fill(aperture.outside, tint.withAlphaComponent(tint.alpha * fade)),
            .stroke(aperture.seams, seam.withAlphaComponent(seam.alpha * fade), width: CameraIrisEffect.seamWidth),
        ], clipsToBounds: true)
    }
}
