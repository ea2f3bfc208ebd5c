import Foundation
import TransitionKit

/// `rippleEffect`: rings spread from the centre across the old look like a drop in water,
/// displacing it radially more and more as it fades out, while the new look fades in flat.
struct RippleEffect: TransitionEffect {
    /// Crest-to-crest distance as a fraction of the layer's shorter side.
    static let wavelength = 0.14
    /// Largest radial displacement as a fraction of the wavelength; below 1/(2π), so the
    /// surface never folds over itself.
    static let amplitude = 0.1
    /// Wavelengths the rings travel outward over the whole transition.
    static let travel = 2.5
    /// How far the ring front has spread at the end, as a multiple of the centre-to-corner distance.
    static let reach = 1.3
    /// How much the troughs darken the old look, for the water's shading.
    static let troughShade = 0.3
    /// Mesh cells per wavelength.
    static let cellsPerWave = 5.0

    func drawing(progress p: Double, subtype: TransitionSubtype?, bounds: Rect) -> EffectDrawing {
        let lambda = RippleEffect.wavelength * min(bounds.width, bounds.height)
        let centre = bounds.center
        let front = RippleEffect.reach * p * (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot() / 2
        let columns = max(8, Int((bounds.width / lambda * RippleEffect.cellsPerWave).rounded(.up)))
        let rows = max(8, Int((bounds.height / lambda * RippleEffect.cellsPerWave).rounded(.up)))
        let old = WarpMesh(columns: columns, rows: rows) { column, row in
            let source = Point(x: bounds.minX + bounds.width * Double(column) / Double(columns),
                               y: bounds.minY + bounds.height * Double(row) / Double(rows))
            let offset = source - centre
            let r = (offset.x * offset.x + offset.y * offset.y).squareRoot()
            // Waves only inside the spreading front, fading in over the last wavelength before it.
            let envelope = 1 - EffectMath.smoothstep(min(1, max(0, (r - front + lambda) / lambda)))
            let phase = 2 * Double.pi * (r / lambda - RippleEffect.travel * p)
            let strength = p * envelope
            let displacement = RippleEffect.amplitude * lambda * strength * sin(phase)
            let position = r > 0 ? source + offset * (displacement / r) : source
            let shade = Color(white: 1 - RippleEffect.troughShade * strength * (0.5 - 0.5 * cos(phase)))
            return WarpMesh.Vertex(source: source, destination: position, shade: shade)
        }
        return EffectDrawing(passes: [.mesh([WarpedLook(.from, old)], opacity: 1 - p), .mesh([.flat(.to, bounds)], opacity: p)],
                             blend: .sum, clipsToBounds: true)
    }
}
