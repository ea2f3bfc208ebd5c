import Foundation
import TransitionKit

/// `pageCurl` and `pageUnCurl`: the old page curls up off the new one (see `PageCurl`), its
/// back a light mirror of its front; UnCurl runs the same film backwards with the roles
/// swapped, the new page uncurling down over the old.
struct PageCurlEffect: TransitionEffect {
    /// How much the cylinder darkens the page where it stands edge-on to the light.
    static let cylinderShadow = 0.35
    /// How white the page's back is: 0 shows the mirrored content as is, 1 plain paper.
    static let backWhiteness = 0.65

    let uncurls: Bool

    func drawing(progress p: Double, subtype: TransitionSubtype?, bounds: Rect) -> EffectDrawing {
        let (curled, under): (TransitionLook, TransitionLook) = uncurls ? (.to, .from) : (.from, .to)
        let curl = PageCurl(page: bounds, progress: uncurls ? 1 - p : p)
        let bands = curl.bands(between: curl.bendLevels)
        let split = curl.quarterTurnLevel
        let front = bands.filter { $0.high <= split }.map(\.polygon)
        let back = bands.filter { $0.high > split }.map(\.polygon)
        func surface(_ look: TransitionLook, _ bands: [[Point]], alpha: Double) -> EffectSurface {
            var vertices: [EffectVertex] = [], triangles: [(Int, Int, Int)] = []
            for band in bands {
                let first = vertices.count
                for point in band {
                    let (position, _, angle) = curl.curl(point)
                    let shade = MeshWarp.Shade(brightness: 1 - PageCurlEffect.cylinderShadow * sin(angle), alpha: alpha)
                    vertices.append(EffectVertex(source: point, position: position, shade: shade))
                }
                for k in 1..<(band.count - 1) { triangles.append((first, first + k, first + k + 1)) }
            }
            return EffectSurface(look: look, vertices: vertices, triangles: triangles)
        }
        return EffectDrawing(passes: [
            .mesh([.flat(under, bounds)]),
            .mesh([surface(curled, front, alpha: 1)]),
            .mesh([surface(curled, back, alpha: 1)]),
            .mesh([surface(.paper, back, alpha: PageCurlEffect.backWhiteness)]),
        ], clipsToBounds: true)
    }
}
