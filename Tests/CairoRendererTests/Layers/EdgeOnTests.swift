import CairoRenderer
import Foundation
import Pixels
import Testing
import UIKit

/// A layer turned exactly edge-on covers no area, so Core Animation draws nothing of it; one
/// facing away draws nothing when it is not double-sided.
@Suite struct EdgeOnTests {
    /// A 200 × 200 white screen with a red 100 × 100 card in the middle under `transform`.
    func render(_ transform: CATransform3D, doubleSided: Bool = true) -> Bitmap {
        let root = Scene.root(width: 200, height: 200, color: .white)
        let card = Scene.layer(CGRect(x: 50, y: 50, width: 100, height: 100), color: .red)
        card.addSublayer(Scene.layer(CGRect(x: 10, y: 10, width: 20, height: 20), color: .blue))
        card.transform = transform
        card.isDoubleSided = doubleSided
        root.addSublayer(card)
        return Renderer(scale: 2).render(root, size: root.bounds.size)
    }

    func untouched(_ bitmap: Bitmap) -> Bool {
        (0..<bitmap.height).allSatisfy { y in (0..<bitmap.width).allSatisfy { x in bitmap[x, y] == RGBA(r: 255, g: 255, b: 255, a: 255) } }
    }

    @Test func aCardTurnedToExactlyNinetyDegreesDrawsNothing() {
        #expect(untouched(render(Scene.turn(90, x: 0, y: 1))), "under its own perspective")
        #expect(untouched(render(Scene.turn(-90, x: 1, y: 0))))
        #expect(untouched(render(CATransform3D.identity.rotated(by: .pi / 2, x: 0, y: 1, z: 0))), "without perspective")
    }

    /// The flip tutorials' arrangement: the perspective in the container's `sublayerTransform`,
    /// the full-screen view turned to exactly −90° about its vertical axis, through the eye.
    @Test func aScreenTurnedEdgeOnUnderItsContainersPerspectiveDrawsNothing() {
        let root = Scene.root(width: 200, height: 200, color: .white)
        let container = Scene.layer(root.bounds)
        var perspective = CATransform3D.identity
        perspective.m34 = -0.002
        container.sublayerTransform = perspective
        let screen = Scene.layer(root.bounds, color: .red)
        screen.transform = CATransform3D.identity.rotated(by: -.pi / 2, x: 0, y: 1, z: 0)
        container.addSublayer(screen)
        root.addSublayer(container)
        #expect(untouched(Renderer(scale: 2).render(root, size: root.bounds.size)))
    }

    @Test func aCardJustShortOfEdgeOnStillShowsASliver() {
        #expect(!untouched(render(Scene.turn(89, x: 0, y: 1))))
    }

    @Test func aCardTurnedAwayDrawsOnlyWhenDoubleSided() {
        #expect(!untouched(render(Scene.turn(150, x: 0, y: 1))))
        #expect(untouched(render(Scene.turn(150, x: 0, y: 1), doubleSided: false)))
    }
}
