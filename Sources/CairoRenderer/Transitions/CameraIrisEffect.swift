import Foundation
import QuartzCore

/// `cameraIrisHollowClose`, `cameraIrisHollowOpen` and `cameraIris`: a camera shutter's
/// polygonal aperture of opaque graphite blades, each shaded as a metal plate: light along its
/// leading edge, darkening across the blade, so where one lies over the next its lit edge
/// stands against the other's shadowed part. Hollow Close closes the blades over the old
/// look (the new one shows once the transition ends); hollow Open opens them onto the new look;
/// `cameraIris` is the two halves in turn: close over the old look, then open onto the new.
struct CameraIrisEffect: TransitionEffect {
    /// Blades of the shutter, which is also the aperture's number of sides.
    static let bladeCount = 6
    /// How far the aperture turns between closed and open (radians), as blades pivoting do.
    static let twist = Double.pi / 3
    /// The shutter's metal.
    static let bladeColor = CGColor(hex: 0x2C2C2E)
    /// How much lighter a blade facing the light (from the top left) is than one facing away.
    static let bladeSheen = 0.3
    /// Where the light comes from, as a direction on the screen (y down).
    static let light = CGPoint(x: -0.6, y: -0.8)
    /// A blade's brightness, relative to its metal, beside its leading edge and at the far
    /// end of its shading.
    static let bladeShading = (edge: 1.7, far: 0.65)
    /// How far across a blade its shading runs, as a fraction of the layer's half-diagonal.
    static let shadingReach = 0.6
    /// The bright bevel along a blade's leading edge: its width in points and how much
    /// lighter than the metal it is.
    static let bevel = (width: 1.5, brightness: 2.4)
    /// The lines where blades overlap.
    static let seamColor = CGColor(white: 0, alpha: 0.55)
    /// Seam width in points.
    static let seamWidth = 1.5

    enum Kind { case hollowClose, hollowOpen, closeThenOpen }
    let kind: Kind

    func drawing(progress p: Double, subtype: CATransitionSubtype?, bounds: CGRect) -> EffectDrawing {
        switch kind {
        case .hollowClose:
            return shutter(openness: 1 - p, over: .from, bounds: bounds)
        case .hollowOpen:
            return shutter(openness: p, over: .to, bounds: bounds)
        case .closeThenOpen:
            return p < 0.5 ? shutter(openness: 1 - 2 * p, over: .from, bounds: bounds)
                           : shutter(openness: 2 * p - 1, over: .to, bounds: bounds)
        }
    }

    /// `look` seen through the aperture, the blades lit by their facing and shaded across, and
    /// the seams between them.
    private func shutter(openness: Double, over look: TransitionLook, bounds: CGRect) -> EffectDrawing {
        let aperture = Aperture(bounds: bounds, openness: openness)
        let reach = CameraIrisEffect.shadingReach * bounds.halfDiagonal
        let blades = aperture.blades.map { blade -> EffectPass in
            let light = CameraIrisEffect.light
            let lit = 1 + CameraIrisEffect.bladeSheen / 2 * (blade.facing.x * light.x + blade.facing.y * light.y)
            let bevelEnd = CameraIrisEffect.bevel.width / reach
            let bevel = metal(lit * CameraIrisEffect.bevel.brightness)
            return .shade(blade.outline, EffectShading(start: blade.edge, end: blade.edge + blade.facing * reach, stops: [
                (0, bevel), (bevelEnd, bevel),
                (bevelEnd, metal(lit * CameraIrisEffect.bladeShading.edge)), (1, metal(lit * CameraIrisEffect.bladeShading.far)),
            ]))
        }
        return EffectDrawing(passes: [.look(look, clip: BezierPath(rect: bounds))] + blades + [
            .stroke(aperture.seams, CameraIrisEffect.seamColor, width: CameraIrisEffect.seamWidth),
        ], clipsToBounds: true)
    }

    /// The blades' metal at `brightness` times its own.
    private func metal(_ brightness: Double) -> CGColor {
        let metal = CameraIrisEffect.bladeColor
        return CGColor(red: min(1, metal.red * brightness), green: min(1, metal.green * brightness),
                       blue: min(1, metal.blue * brightness), opacity: 1)
    }
}
