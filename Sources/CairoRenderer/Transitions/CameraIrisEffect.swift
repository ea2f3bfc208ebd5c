import Foundation
import QuartzCore

/// `cameraIrisHollowClose`, `cameraIrisHollowOpen` and `cameraIris`: a camera shutter's
/// polygonal aperture of opaque graphite blades. Hollow Close closes the blades over the old
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

    /// `look` seen through the aperture, the blades lit by their facing, and the seams between them.
    private func shutter(openness: Double, over look: TransitionLook, bounds: CGRect) -> EffectDrawing {
        let aperture = Aperture(bounds: bounds, openness: openness)
        let light = CameraIrisEffect.light, metal = CameraIrisEffect.bladeColor
        let blades = aperture.blades.map { blade -> EffectPass in
            let lit = 1 + CameraIrisEffect.bladeSheen / 2 * (blade.facing.x * light.x + blade.facing.y * light.y)
            return .fill(blade.outline, CGColor(red: metal.red * lit, green: metal.green * lit, blue: metal.blue * lit, opacity: 1))
        }
        return EffectDrawing(passes: [.look(look, clip: BezierPath(rect: bounds))] + blades + [
            .stroke(aperture.seams, CameraIrisEffect.seamColor, width: CameraIrisEffect.seamWidth),
        ], clipsToBounds: true)
    }
}
