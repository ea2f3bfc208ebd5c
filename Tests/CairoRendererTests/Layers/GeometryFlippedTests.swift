import CairoRenderer
import Foundation
import Pixels
import Testing
import UIKit

/// `CALayer.isGeometryFlipped`: sublayers are placed from the bottom of the bounds, y up,
/// while images and text still read upright; a shape layer's own flag turns its path over, as a
/// device draws it (Ole Begemann's Animated-Paths sets `geometryFlipped` on the shape layer that
/// strokes y-up Core Text glyph paths and a house whose roof is at the largest y, and both show
/// upright on iOS).
@Suite struct GeometryFlippedTests {
    /// A 100 × 100 root holding `container`, flipped or not, with a red square at y 0…10.
    func render(flipped: Bool, child: CALayer) -> Bitmap {
        let root = Scene.root(width: 100, height: 100)
        let container = CALayer()
        container.frame = root.bounds
        container.isGeometryFlipped = flipped
        container.addSublayer(child)
        root.addSublayer(container)
        return Renderer().render(root, size: root.bounds.size)
    }

    @Test func aSublayerAtTheTopOfAFlippedLayerIsDrawnAtItsBottom() {
        let square = Scene.layer(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red)
        let upright = render(flipped: false, child: square)
        #expect(upright[5, 5].a == 255 && upright[5, 95].a == 0)
        let flipped = render(flipped: true, child: square)
        #expect(flipped[5, 5].a == 0)
        #expect(flipped[5, 95].r == 255 && flipped[5, 95].a == 255)
    }

    @Test func anImageInAFlippedLayerStaysUpright() {
        // Two pixels: red on top, blue below, stretched over the 10 × 20 layer.
        let image = CGImage(width: 1, height: 2, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
        let picture = CALayer()
        picture.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        picture.contents = image
        let bitmap = render(flipped: true, child: picture)
        #expect(bitmap[5, 82].r > 200 && bitmap[5, 82].b < 50, "the red half is still on top")
        #expect(bitmap[5, 98].b > 200 && bitmap[5, 98].r < 50)
    }

    @Test func aFlippedShapeLayerDrawsItsPathUpsideDownWithinItsBounds() {
        let root = Scene.root(width: 100, height: 100)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 20), transform: nil)
        shape.fillColor = UIColor.red.cgColor
        root.addSublayer(shape)
        let upright = Renderer().render(root, size: root.bounds.size)
        #expect(upright[50, 10].a == 255 && upright[50, 90].a == 0)
        shape.isGeometryFlipped = true
        let flipped = Renderer().render(root, size: root.bounds.size)
        #expect(flipped[50, 10].a == 0, "the path's top band is drawn at the bottom")
        #expect(flipped[50, 90].r == 255 && flipped[50, 90].a == 255)
    }

    @Test func aFlippedShapeLayerAsAMaskRevealsWhereItsFlippedPathIs() {
        let root = Scene.root(width: 100, height: 100)
        let content = Scene.layer(root.bounds, color: .blue)
        let mask = CAShapeLayer()
        mask.frame = content.bounds
        mask.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 30), transform: nil)
        mask.isGeometryFlipped = true
        content.mask = mask
        root.addSublayer(content)
        let bitmap = Renderer().render(root, size: root.bounds.size)
        #expect(bitmap[50, 15].a == 0 && bitmap[50, 85].b == 255)
    }
}
