import CairoRenderer
import Foundation
import Pixels
import Testing
import UIKit

/// Every glyph's origin is put on a whole device pixel and the glyph is rasterized there, so a
/// glyph moved by a fraction of a pixel is drawn with exactly the same pixels, only placed a
/// whole pixel over or not at all. No Cairo release can then draw it at another sub-pixel phase.
@Suite struct TextPlacementTests {
    /// One glyph, centred clear of the layer's antialiased clip, at (`x`, `y`).
    func glyph(at x: Double, y: Double = 10) -> Bitmap {
        let root = Scene.root(width: 60, height: 40)
        let text = CATextLayer()
        text.frame = CGRect(x: x, y: y, width: 40, height: 24)
        text.string = "H"
        text.fontSize = 17
        text.foregroundColor = UIColor.black.cgColor
        text.alignmentMode = .center
        root.addSublayer(text)
        return Renderer(scale: 1).render(root, size: root.bounds.size)
    }

    /// `bitmap` moved `dx`, `dy` pixels, transparent where it came from.
    func shifted(_ bitmap: Bitmap, dx: Int = 0, dy: Int = 0) -> Bitmap {
        var moved = Bitmap(width: bitmap.width, height: bitmap.height)
        for y in 0..<bitmap.height where (0..<bitmap.height).contains(y - dy) {
            for x in 0..<bitmap.width where (0..<bitmap.width).contains(x - dx) { moved[x, y] = bitmap[x - dx, y - dy] }
        }
        return moved
    }

    @Test(arguments: [0.1, 0.25, 0.4, 0.6, 0.75, 0.9])
    func aFractionalMoveIsAWholePixelMoveOrNone(fraction: Double) {
        let base = glyph(at: 10), moved = glyph(at: 10 + fraction)
        let whole = moved == base || moved == shifted(base, dx: 1)
        #expect(whole, "moved \(fraction) px: the same pixels, or the same pixels one column over")
        let down = glyph(at: 10, y: 10 + fraction)
        let wholeDown = down == base || down == shifted(base, dy: 1)
        #expect(wholeDown, "moved down \(fraction) px")
    }

    @Test func theGlyphReallyMoves() {
        #expect(glyph(at: 11) == shifted(glyph(at: 10), dx: 1))
        #expect(glyph(at: 10) != glyph(at: 11))
    }
}
