import Foundation
import Testing
@testable import TransitionKit

@Suite struct LayerTreeTests {
    @Test func frameFollowsPositionAnchorPointAndBounds() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        layer.position = Point(x: 50, y: 50)
        #expect(layer.frame == Rect(x: 0, y: 30, width: 100, height: 40))
        // The door article's door: anchored at its left edge, the frame stays put only if position moves too.
        layer.anchorPoint = Point(x: 0, y: 0.5)
        #expect(layer.frame == Rect(x: 50, y: 30, width: 100, height: 40))
    }

    @Test func sublayersInsertAboveAndBelowAndLeave() {
        let parent = Layer(), a = Layer(), b = Layer(), c = Layer()
        parent.addSublayer(a)
        parent.insertSublayer(b, below: a)
        parent.insertSublayer(c, above: b)
        #expect(parent.sublayers.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        c.removeFromSuperlayer()
        #expect(parent.sublayers.count == 2 && c.superlayer == nil)
    }

    @Test func presentationKeepsClassesOrderAndUnanimatedValues() {
        let root = Layer(), text = TextLayer(), shape = ShapeLayer()
        text.string = "Enter"
        shape.strokeEnd = 0.3
        root.addSublayer(text)
        root.addSublayer(shape)
        let shown = root.presentation()
        #expect(shown.sublayers.count == 2)
        #expect((shown.sublayers[0] as? TextLayer)?.string == "Enter")
        #expect((shown.sublayers[1] as? ShapeLayer)?.strokeEnd == 0.3)
        #expect(shown.sublayers[1].superlayer === shown)
    }

    @Test func aMaskRunsOnItsOwnersTime() {
        let owner = Layer(), mask = ShapeLayer()
        owner.mask = mask
        let (clock, _) = onClock { mask.add(basic("strokeEnd", from: 0, to: 1, duration: 1), forKey: "draw") }
        clock.advance(to: 0.5)
        owner.timeOffset = owner.convertTime(clock.time, from: nil)
        owner.speed = 0
        clock.advance(to: 0.9)
        #expect(abs(((owner.presentation().mask as? ShapeLayer)?.strokeEnd ?? -1) - 0.5) < 1e-12)
    }
}
