import CairoRenderer
import Foundation
import Pixels
import Testing
import UIKit

/// Compositing checks and the layer semantics a user sees at once: mask area,
/// group opacity, zPosition order, double-sidedness and hiding.
@Suite struct CompositingTests {
    @Test(arguments: [20.0, 45.5, 80.0])
    func aCircleMaskCoversPiRSquared(radius: Double) {
        let root = Scene.root(width: 200, height: 200)
        let card = Scene.layer(root.bounds, color: .white)
        let circle = CAShapeLayer()
        circle.frame = card.bounds
        circle.path = CGPath(BezierPath(ovalIn: CGRect(x: 100 - radius, y: 100 - radius, width: 2 * radius, height: 2 * radius)))
        card.mask = circle
        root.addSublayer(card)
        let area = Coverage(bitmap: Renderer().render(root, size: root.bounds.size)).area
        let expected = Double.pi * radius * radius
        #expect(abs(area - expected) <= 0.01 * expected, "covered \(area) px, expected π·\(radius)² = \(expected)")
    }

    @Test func halfOpaqueWhiteOverBlackIsMidGrey() {
        let root = Scene.root(width: 10, height: 10)
        let white = Scene.layer(root.bounds, color: .white)
        white.opacity = 0.5
        root.addSublayer(white)
        let pixel = Renderer().render(root, size: root.bounds.size, background: .black)[5, 5]
        #expect(abs(Int(pixel.r) - 128) <= 1 && pixel.r == pixel.g && pixel.g == pixel.b && pixel.a == 255, "\(pixel)")
    }

    @Test func groupOpacityAppliesToTheLayerWithItsSublayersAsAWhole() {
        // A half-transparent white layer whose red sublayer covers it: as a group the overlap
        // is plain half-red over black; blended one by one it would show white underneath.
        let root = Scene.root(width: 10, height: 10)
        let white = Scene.layer(root.bounds, color: .white)
        white.opacity = 0.5
        white.addSublayer(Scene.layer(white.bounds, color: .red))
        root.addSublayer(white)
        let pixel = Renderer().render(root, size: root.bounds.size, background: .black)[5, 5]
        #expect(abs(Int(pixel.r) - 128) <= 1 && pixel.g == 0 && pixel.b == 0, "\(pixel)")
    }

    @Test func zPositionOrdersSiblingsAndTiesKeepSublayerOrder() {
        let root = Scene.root(width: 30, height: 10)
        let raised = Scene.layer(CGRect(x: 0, y: 0, width: 20, height: 10), color: .red)
        raised.zPosition = 1
        let lower = Scene.layer(CGRect(x: 10, y: 0, width: 20, height: 10), color: .blue)
        let tieFirst = Scene.layer(CGRect(x: 25, y: 0, width: 5, height: 10), color: .green)
        let tieSecond = Scene.layer(CGRect(x: 28, y: 0, width: 2, height: 10), color: .yellow)
        for layer in [raised, lower, tieFirst, tieSecond] { root.addSublayer(layer) }
        let bitmap = Renderer().render(root, size: root.bounds.size)
        #expect(bitmap[15, 5] == RGBA(r: 255, g: 0, b: 0, a: 255), "the raised layer is drawn over its later sibling")
        #expect(bitmap[26, 5] == RGBA(r: 0, g: 255, b: 0, a: 255))
        #expect(bitmap[29, 5] == RGBA(r: 255, g: 255, b: 0, a: 255), "equal zPositions keep sublayer order")
    }

    /// A card with a red left half and a blue right half turned 160° about y shows its back.
    private func backOfCard(doubleSided: Bool) -> Bitmap {
        let root = Scene.root(width: 200, height: 100)
        let card = Scene.layer(CGRect(x: 50, y: 20, width: 100, height: 60))
        card.addSublayer(Scene.layer(CGRect(x: 0, y: 0, width: 50, height: 60), color: .red))
        card.addSublayer(Scene.layer(CGRect(x: 50, y: 0, width: 50, height: 60), color: .blue))
        card.isDoubleSided = doubleSided
        card.transform = Scene.turn(160, x: 0, y: 1)
        root.addSublayer(card)
        return Renderer().render(root, size: root.bounds.size)
    }

    @Test func aSingleSidedLayerFacingAwayIsCulled() {
        #expect(Coverage(bitmap: backOfCard(doubleSided: false)).area == 0)
    }

    @Test func aDoubleSidedLayerFacingAwayShowsItsBackMirrored() {
        let bitmap = backOfCard(doubleSided: true)
        #expect(bitmap[80, 50] == RGBA(r: 0, g: 0, b: 255, a: 255), "blue, once on the right, is now on the left")
        #expect(bitmap[120, 50] == RGBA(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aLayerBehindTheEyeDrawsNothing() {
        let root = Scene.root(width: 100, height: 100)
        let card = Scene.layer(CGRect(x: 25, y: 25, width: 50, height: 50), color: .white)
        // Moved 600 towards the viewer, past an eye 500 away: w = 1 − 600/500 < 0.
        var perspective = CATransform3D.identity
        perspective.m34 = -1.0 / 500
        card.transform = CATransform3D(translationX: 0, y: 0, z: 600).concatenating(perspective)
        root.addSublayer(card)
        #expect(Coverage(bitmap: Renderer().render(root, size: root.bounds.size)).area == 0)
    }

    @Test func aLayerPartlyBehindTheEyeDrawsOnlyItsNearSide() {
        // Turned about y with its right part beyond the eye plane (z > d): the left part
        // still shows, huge, and the rest is clipped rather than wrapped around.
        let root = Scene.root(width: 100, height: 100)
        let card = Scene.layer(CGRect(x: -950, y: 0, width: 2000, height: 100), color: .white)
        card.transform = Scene.turn(-60, x: 0, y: 1)
        root.addSublayer(card)
        let bitmap = Renderer().render(root, size: root.bounds.size)
        #expect(bitmap[50, 50].a == 255)
    }

    @Test func aShadowFallsOutsideTheLayerUnlessItMasksToBounds() {
        func area(masksToBounds: Bool) -> Double {
            let root = Scene.root(width: 60, height: 60)
            let card = Scene.layer(CGRect(x: 20, y: 20, width: 20, height: 20), color: .white)
            card.shadowOpacity = 1
            card.shadowRadius = 4
            card.shadowOffset = CGSize(width: 5, height: 5)
            card.masksToBounds = masksToBounds
            root.addSublayer(card)
            return Coverage(bitmap: Renderer().render(root, size: root.bounds.size)).area
        }
        #expect(area(masksToBounds: false) > 500)
        #expect(area(masksToBounds: true) == 400)
    }

    @Test func aHugeLayerInPerspectiveKeepsItsDetailOnScreen() {
        // 40 000 points wide: drawn whole into one offscreen plane it would get a tenth of a
        // pixel per point; only the part in view is drawn, at full density.
        let root = Scene.root(width: 100, height: 100)
        let strip = Scene.layer(CGRect(x: -19_950, y: 0, width: 40_000, height: 100), color: .white)
        strip.addSublayer(Scene.layer(CGRect(x: 19_990, y: 40, width: 20, height: 20), color: .red))
        strip.transform = Scene.turn(10, x: 0, y: 1, eyeDistance: 100_000)
        root.addSublayer(strip)
        let bitmap = Renderer().render(root, size: root.bounds.size)
        #expect(bitmap[50, 50] == RGBA(r: 255, g: 0, b: 0, a: 255), "\(bitmap[50, 50])")
        #expect(bitmap[50, 20] == RGBA.white)
    }

    @Test func hiddenLayersAndTheirSublayersAreNotDrawn() {
        let root = Scene.root(width: 10, height: 10)
        let hidden = Scene.layer(root.bounds, color: .red)
        hidden.isHidden = true
        hidden.addSublayer(Scene.layer(hidden.bounds, color: .blue))
        root.addSublayer(hidden)
        #expect(Coverage(bitmap: Renderer().render(root, size: root.bounds.size)).area == 0)
    }

    @Test func outputIsSceneSizeTimesScale() {
        let root = Scene.root(width: 30, height: 20, color: .red)
        let bitmap = Renderer(scale: 3).render(root, size: root.bounds.size)
        #expect(bitmap.width == 90 && bitmap.height == 60)
        #expect(Coverage(bitmap: bitmap).area == 90 * 60)
    }

    @Test func sublayerTransformTurnsSublayersAboutTheAnchorPoint() {
        // Perspective on the container, a turn on the child: the child's edge nearer the
        // viewer grows. With the container's anchor at its centre the picture is symmetric.
        let root = Scene.root(width: 200, height: 200)
        let container = Scene.layer(root.bounds)
        var perspective = CATransform3D.identity
        perspective.m34 = -1.0 / 400
        container.sublayerTransform = perspective
        let child = Scene.layer(CGRect(x: 50, y: 50, width: 100, height: 100), color: .white)
        child.transform = CATransform3D(rotationAngle: 40 * .pi / 180, x: 0, y: 1, z: 0)
        container.addSublayer(child)
        root.addSublayer(container)
        let coverage = Coverage(bitmap: Renderer().render(root, size: root.bounds.size))
        let (left, right) = coverage.horizontalEdges(row: 100, middle: 100)
        let leftHeight = coverage.verticalEdges(column: Int(left) + 2, middle: 100)
        let rightHeight = coverage.verticalEdges(column: Int(right) - 3, middle: 100)
        #expect(leftHeight.bottom - leftHeight.top > rightHeight.bottom - rightHeight.top + 10)
        #expect(abs((100 - leftHeight.top) - (leftHeight.bottom - 100)) < 0.5, "vanishing point on the centre line")
    }
}
