import Foundation
import Testing
@testable import UIKit

@Suite struct LayerTreeTests {
    @Test func frameFollowsPositionAnchorPointAndBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        // The door article's door: anchored at its left edge, the frame stays put only if position moves too.
        layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        #expect(layer.frame == CGRect(x: 50, y: 30, width: 100, height: 40))
    }

    @Test func sublayersInsertAboveAndBelowAndLeave() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        parent.addSublayer(a)
        parent.insertSublayer(b, below: a)
        parent.insertSublayer(c, above: b)
        #expect(parent.sublayerList.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        c.removeFromSuperlayer()
        #expect(parent.sublayerList.count == 2 && c.superlayer == nil)
    }

    @Test func presentationKeepsClassesOrderAndUnanimatedValues() {
        let root = CALayer(), text = CATextLayer(), shape = CAShapeLayer()
        text.string = "Enter"
        shape.strokeEnd = 0.3
        root.addSublayer(text)
        root.addSublayer(shape)
        let shown = root.presentationTree()
        #expect(shown.sublayerList.count == 2)
        #expect((shown.sublayerList[0] as? CATextLayer)?.string as? String == "Enter")
        #expect((shown.sublayerList[1] as? CAShapeLayer)?.strokeEnd == 0.3)
        #expect(shown.sublayerList[1].superlayer === shown)
    }

    @Test func aMaskRunsOnItsOwnersTime() {
        let owner = CALayer(), mask = CAShapeLayer()
        owner.mask = mask
        let (clock, _) = onClock { mask.add(basic("strokeEnd", from: 0, to: 1, duration: 1), forKey: "draw") }
        clock.advance(to: 0.5)
        owner.timeOffset = owner.convertTime(clock.time, from: nil)
        owner.speed = 0
        clock.advance(to: 0.9)
        #expect(abs(((owner.presentationTree().mask as? CAShapeLayer)?.strokeEnd ?? -1) - 0.5) < 1e-12)
    }
}
