import Foundation
import Testing
@testable import QuartzCore

@Suite struct CALayerTests {
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

    @Test func floatOpacitiesAndOptionalSublayersReadAsCoreAnimationGivesThem() {
        let layer = CALayer()
        layer.opacity = Float(0.25)
        layer.shadowOpacity = 0.5
        #expect(layer.opacity == 0.25)
        #expect(layer.sublayers == nil)
        layer.addSublayer(CALayer())
        #expect(layer.sublayers?.count == 1)
    }

    final class ShimmerLayer: CALayer {
        let gradient = CAGradientLayer()
        var layouts = 0
        override init() {
            super.init()
            addSublayer(gradient)
        }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { return nil }
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            gradient.frame = bounds.insetBy(dx: 4, dy: 4)
        }
    }

    /// Core Animation lays a layer out after its size changes or `setNeedsLayout()` at its next
    /// `layoutIfNeeded()` or commit, not in the setter: Apple's `CALayer.setNeedsLayout()` says
    /// the system calls it "when the layer's bounds change", and `layoutSublayers()` runs
    /// "during the next update cycle".
    @Test func aLayerLaysOutItsSublayersWhenItsSizeChangesOrWhenAskedTo() {
        let layer = ShimmerLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(layer.layouts == 0 && layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.gradient.frame == CGRect(x: 4, y: 4, width: 92, height: 32))
        layer.position = CGPoint(x: 300, y: 300)
        #expect(layer.layouts == 1)
        layer.layoutIfNeeded()
        #expect(layer.layouts == 1)
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.layouts == 2 && !layer.needsLayout())
        // As at a Core Animation commit, the next presentation lays out what asked for it.
        layer.setNeedsLayout()
        _ = layer.presentation()
        #expect(layer.layouts == 3)
    }
}
