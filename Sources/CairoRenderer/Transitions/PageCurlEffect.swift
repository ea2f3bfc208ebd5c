import Foundation
import QuartzCore

/// `pageCurl` and `pageUnCurl`: the old page curls up off the new one (see `PageCurl`), its
/// back a light mirror of its front (`TransitionLook.back`); UnCurl runs the same film backwards with the roles
/// swapped, the new page uncurling down over the old. The flap is not clipped to the layer's
/// own bounds: on a view smaller than the screen it lifts out over the superview. Apple
/// documents no clipping either way, so the page is drawn as lifting off the view; like any
/// content it is still drawn at the layer's place in the tree, under later siblings (a bar
/// above the view covers it) and inside every ancestor that masks to its bounds.
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

    func drawing(progress p: Double, subtype: CATransitionSubtype?, bounds: CGRect) -> EffectDrawing {
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
        let beneath = WarpMesh(convexPolygons: curl.bands(between: [shadowStart, shadowEnd]).map { band in
            band.polygon.map { point in
                let fade = min(1, max(0, (curl.level(of: point) - shadowStart) / (shadowEnd - shadowStart)))
                return WarpMesh.Vertex(source: point, destination: point,
                                       shade: CGColor(white: 1 - shadowStrength * (1 - fade)))
            }
        })
        func onCurl(_ point: CGPoint) -> WarpMesh.Vertex {
            let (position, _, angle) = curl.curl(point)
            return WarpMesh.Vertex(source: point, destination: position,
                                   shade: CGColor(white: 1 - PageCurlEffect.cylinderShadow * sin(angle)))
        }
        return EffectDrawing(passes: [
            .mesh([WarpedLook(under, beneath)]),
            .mesh([WarpedLook(curled, WarpMesh(convexPolygons: front.map { $0.map(onCurl) }))]),
            .mesh([WarpedLook(curled.back, WarpMesh(convexPolygons: back.map { $0.map(onCurl) }))]),
        ])
    }
}
