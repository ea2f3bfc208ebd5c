import Foundation
import TransitionKit

/// `pageCurl` and `pageUnCurl`: the old page curls up off the new one (see `PageCurl`), its
/// back a light mirror of its front (`TransitionLook.back`); UnCurl runs the same film backwards with the roles
/// swapped, the new page uncurling down over the old.
struct PageCurlEffect: TransitionEffect {
    /// How much the cylinder darkens the page where it stands edge-on to the light.
    static let cylinderShadow = 0.35
    /// How dark the shadow the curl casts on the page beneath is, right at the cylinder.
    static let castShadow = 0.3
    /// How far that shadow reaches past the cylinder, in cylinder radii.
    static let castShadowReach = 1.5
    /// Progress over which the cast shadow fades as the curl leaves, so the end meets the new look.
    static let castShadowFade = 0.1

    let uncurls: Bool

    func drawing(progress p: Double, subtype: TransitionSubtype?, bounds: Rect) -> EffectDrawing {
        let (curled, under): (TransitionLook, TransitionLook) = uncurls ? (.to, .from) : (.from, .to)
        let curling = uncurls ? 1 - p : p
        let curl = PageCurl(page: bounds, progress: curling)
        let bands = curl.bands(between: curl.bendLevels)
        let split = curl.quarterTurnLevel
        let front = bands.filter { $0.high <= split }.map(\.polygon)
        let back = bands.filter { $0.high > split }.map(\.polygon)
        // The shadow is darkest against the cylinder's far side and fades out past it.
        let shadowStart = curl.line + curl.radius, shadowEnd = shadowStart + PageCurlEffect.castShadowReach * curl.radius
        let shadowStrength = PageCurlEffect.castShadow * min(1, (1 - curling) / PageCurlEffect.castShadowFade)
        let beneath = PageCurlEffect.surface(under, curl.bands(between: [shadowStart, shadowEnd]).map(\.polygon)) { point in
            let fade = min(1, max(0, (curl.level(of: point) - shadowStart) / (shadowEnd - shadowStart)))
            return EffectVertex(source: point, position: point,
                                shade: MeshWarp.Shade(brightness: 1 - shadowStrength * (1 - fade)))
        }
        func surface(_ look: TransitionLook, _ bands: [[Point]]) -> EffectSurface {
            PageCurlEffect.surface(look, bands) { point in
                let (position, _, angle) = curl.curl(point)
                return EffectVertex(source: point, position: position,
                                    shade: MeshWarp.Shade(brightness: 1 - PageCurlEffect.cylinderShadow * sin(angle)))
            }
        }
        return EffectDrawing(passes: [
            .mesh([beneath]),
            .mesh([surface(curled, front)]),
            .mesh([surface(curled.back, back)]),
        ], clipsToBounds: true)
    }

    /// Convex bands of page points fanned into triangles, each point placed by `vertex`.
    private static func surface(_ look: TransitionLook, _ bands: [[Point]], vertex: (Point) -> EffectVertex) -> EffectSurface {
        var vertices: [EffectVertex] = [], triangles: [(Int, Int, Int)] = []
        for band in bands {
            let first = vertices.count
            vertices.append(contentsOf: band.map(vertex))
            for k in 1..<(band.count - 1) { triangles.append((first, first + k, first + k + 1)) }
        }
        return EffectSurface(look: look, vertices: vertices, triangles: triangles)
    }
}
