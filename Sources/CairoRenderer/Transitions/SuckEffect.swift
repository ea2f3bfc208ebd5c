import Foundation
import QuartzCore

/// `suckEffect`: the old look is sucked, genie-like, into the middle of its bottom edge over
/// the new one. First its sides bend in along two eased curves that narrow to the point,
/// then the content slides down between them and vanishes into it.
struct SuckEffect: TransitionEffect {
    /// The part of the progress over which the sides bend in.
    static let curvePhase = 0.0...0.4
    /// The part of the progress over which the content slides into the point.
    static let slidePhase = 0.3...1.0
    /// Mesh columns; the mapping is linear across a row, so a few suffice.
    static let columns = 8
    /// Mesh rows; the sides curve down the height, so they need many.
    static let rows = 96

    func drawing(progress p: Double, subtype: CATransitionSubtype?, bounds: CGRect) -> EffectDrawing {
        let bend = EffectMath.smoothstep(EffectMath.fraction(p, of: SuckEffect.curvePhase))
        let slide = EffectMath.smoothstep(EffectMath.fraction(p, of: SuckEffect.slidePhase))
        // Only the content above the point is still in view; it occupies the funnel from `slide` down.
        let kept = 1 - slide
        let old = WarpMesh(columns: SuckEffect.columns, rows: SuckEffect.rows) { column, row in
            let u = Double(column) / Double(SuckEffect.columns)
            let v = kept * Double(row) / Double(SuckEffect.rows)
            let y = v + slide
            // Each side's inset toward the centre line, from none at the top to all of it at the bottom.
            let inset = 0.5 * bend * EffectMath.smoothstep(y)
            let x = inset + (1 - 2 * inset) * u
            return WarpMesh.Vertex(source: CGPoint(x: bounds.minX + u * bounds.width, y: bounds.minY + v * bounds.height),
                                   destination: CGPoint(x: bounds.minX + x * bounds.width, y: bounds.minY + y * bounds.height))
        }
        return EffectDrawing(passes: [.mesh([.flat(.to, bounds)]), .mesh([WarpedLook(.from, old)])], clipsToBounds: true)
    }
}
