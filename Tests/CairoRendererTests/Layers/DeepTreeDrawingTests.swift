import CairoRenderer
import Foundation
import Pixels
import QuartzCore
import Testing
import UIKit

/// A layer tree nested thousands deep, every level translucent so each is drawn into an
/// offscreen group: the drawing neither overflows the stack nor holds more canvas memory at
/// once than its limit, and past the limit it says so instead of taking the machine's memory.
@Suite struct DeepTreeDrawingTests {
    /// `depth` layers of `side` points each inside the last, at opacity 0.999, the innermost red.
    func nested(depth: Int, side: Double) -> CALayer {
        let root = Scene.root(width: side, height: side, color: .white)
        var parent = root
        for _ in 0..<depth {
            let child = Scene.layer(CGRect(x: 0, y: 0, width: side, height: side))
            child.opacity = 0.999
            parent.addSublayer(child)
            parent = child
        }
        parent.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        return root
    }

    @Test func tenThousandNestedTranslucentLayersAreDrawnFromAnyThread() {
        let root = nested(depth: 10_000, side: 20)
        var bitmap = Bitmap(width: 0, height: 0)
        let errors = SceneErrorLog.collect { bitmap = Renderer(scale: 2).render(root, size: root.bounds.size) }
        #expect(errors.isEmpty)
        // Each level composites at 0.999, which rounds back to the same byte, so the innermost
        // red reaches the screen whole through all 10,000 groups.
        #expect(bitmap.width == 40 && bitmap[20, 20] == RGBA(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func groupsPastTheOffscreenLimitAreLeftUndrawnAndNamed() throws {
        // Each 100-point group at 1x holds 40,000 bytes; a limit of a megabyte fits 26 levels.
        let root = nested(depth: 40, side: 100)
        var renderer = Renderer(scale: 1)
        renderer.offscreenLimit = 1 << 20
        var bitmap = Bitmap(width: 0, height: 0)
        let errors = SceneErrorLog.collect { bitmap = renderer.render(root, size: root.bounds.size) }
        let error = try #require(errors.first)
        #expect(errors.count == 1, "reported once per drawing, not once per group left out")
        #expect("\(error)".contains("1 MB of offscreen canvases") && "\(error)".contains("26 translucent, masked or shadowed layers"))
        #expect(bitmap[50, 50] == RGBA(r: 255, g: 255, b: 255, a: 255), "the screen is drawn, the groups past the limit are not")
        renderer.offscreenLimit = 2 << 20
        let whole = SceneErrorLog.collect { bitmap = renderer.render(root, size: root.bounds.size) }
        #expect(whole.isEmpty && bitmap[50, 50].g < 255, "within the limit, the red shows through")
    }
}
