import Foundation
import QuartzCore

/// `rippleEffect`: rings spread from the centre across the old look like a drop in water. The
/// water refracts the old look (each point moves along the wave's slope), its flanks are lit
/// from the top left, with a glint along each crest's lit side, while the old look fades out
/// and the new one fades in flat.
struct RippleEffect: TransitionEffect {
    /// Crest-to-crest distance as a fraction of the layer's shorter side.
    static let wavelength = 0.14
    /// Largest refraction offset as a fraction of the wavelength; below 1/(2π), so the
    /// surface never folds over itself.
    static let amplitude = 0.15
    /// Wavelengths the rings travel outward over the whole transition.
    static let travel = 2.5
    /// How far the ring front has spread at the end, as a multiple of the centre-to-corner distance.
    static let reach = 1.3
    /// Where the light comes from, as a direction on the screen (y down).
    static let light = CGPoint(x: -0.6, y: -0.8)
    /// How much a flank facing away from the light darkens the old look.
    static let flankShade = 0.4
    /// The opacity of the white glint along a crest's lit flank at its brightest: faint, as on a
    /// device, where the rings read by their refraction and the highlights only hint at the light.
    static let glint = 0.12
    /// The glint's width as a fraction of the wavelength; it is drawn as a bright core inside
    /// two wider, fainter strokes, so its edges are soft.
    static let glintWidth = 0.06
    /// Half the angle, either side of facing the light, that a glint spans.
    static let glintSpread = Double.pi * 0.3
    /// Mesh cells per wavelength.
    static let cellsPerWave = 5.0

    func drawing(progress p: Double, subtype: CATransitionSubtype?, bounds: CGRect) -> EffectDrawing {
        let water = Water(bounds: bounds, progress: p)
        let columns = max(8, Int((bounds.width / water.lambda * RippleEffect.cellsPerWave).rounded(.up)))
        let rows = max(8, Int((bounds.height / water.lambda * RippleEffect.cellsPerWave).rounded(.up)))
        let old = WarpMesh(columns: columns, rows: rows) { column, row in
            let source = CGPoint(x: bounds.minX + bounds.width * Double(column) / Double(columns),
                               y: bounds.minY + bounds.height * Double(row) / Double(rows))
            let offset = source - water.centre
            let r = (offset.x * offset.x + offset.y * offset.y).squareRoot()
            guard r > 0 else { return WarpMesh.Vertex(source: source, destination: source) }
            let radial = offset * (1 / r)
            // The wave's slope along the radius, -1…1, scaled by how far the rings have grown here.
            let slope = cos(water.phase(at: r)) * water.strength(at: r)
            let position = source + radial * (RippleEffect.amplitude * water.lambda * slope)
            let facing = -slope * (radial.x * RippleEffect.light.x + radial.y * RippleEffect.light.y)
            return WarpMesh.Vertex(source: source, destination: position,
                                   shade: CGColor(white: 1 - RippleEffect.flankShade * max(0, -facing)))
        }
        return EffectDrawing(passes: [.mesh([WarpedLook(.from, old)], opacity: 1 - p), .mesh([.flat(.to, bounds)], opacity: p)]
                             + water.glints(), blend: .sum, clipsToBounds: true)
    }

    /// The rippling surface at one instant.
    private struct Water {
        let centre: CGPoint
        let lambda: Double
        let progress: Double
        /// How far the ring front has spread.
        let front: Double

        init(bounds: CGRect, progress: Double) {
            centre = bounds.center
            lambda = RippleEffect.wavelength * min(bounds.width, bounds.height)
            self.progress = progress
            front = RippleEffect.reach * progress * (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot() / 2
        }

        func phase(at r: Double) -> Double {
            2 * Double.pi * (r / lambda - RippleEffect.travel * progress)
        }

        /// 0…1: waves only inside the spreading front, fading in over the last wavelength
        /// before it, and growing with the transition.
        func strength(at r: Double) -> Double {
            progress * (1 - EffectMath.smoothstep(min(1, max(0, (r - front + lambda) / lambda))))
        }

        /// A light arc along each crest flank that faces the light: on the light's side of the
        /// centre where the surface falls outward (phase π), on the far side where it rises (phase 0).
        /// They are brightest mid-transition and gone at both ends.
        func glints() -> [EffectPass] {
            let towardLight = atan2(RippleEffect.light.y, RippleEffect.light.x)
            let fade = 4 * progress * (1 - progress)
            var passes: [EffectPass] = []
            for (phaseOffset, direction) in [(0.5, towardLight), (0.0, towardLight + Double.pi)] {
                // phase(r) = 2π(k + phaseOffset): r = λ(k + phaseOffset + travel·progress).
                var k = (-(phaseOffset + RippleEffect.travel * progress)).rounded(.up)
                while true {
                    let r = lambda * (k + phaseOffset + RippleEffect.travel * progress)
                    k += 1
                    guard r < front else { break }
                    guard r > lambda / 2 else { continue }
                    let alpha = RippleEffect.glint * fade * strength(at: r) / max(progress, 1e-9)
                    guard alpha > 0.01 else { continue }
                    let arc = BezierPath(arcCenter: centre, radius: r, startAngle: direction - RippleEffect.glintSpread,
                                         endAngle: direction + RippleEffect.glintSpread, clockwise: true)
                    for spread in [4.0, 2.0, 1.0] {
                        passes.append(.stroke(arc, CGColor(white: 1, alpha: alpha / 3), width: spread * RippleEffect.glintWidth * lambda))
                    }
                }
            }
            return passes
        }
    }
}
