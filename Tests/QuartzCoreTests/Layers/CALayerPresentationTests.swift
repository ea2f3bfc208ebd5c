import Foundation
import Testing
@testable import QuartzCore

@Suite struct CALayerPresentationTests {
    @Test func presentationIsANewTreeWithAnimatedValuesAndModelUntouched() {
        let root = CALayer(), child = CAShapeLayer(), mask = CALayer()
        root.addSublayer(child)
        child.mask = mask
        let (clock, _) = onClock {
            child.add(basic("opacity", from: 0, to: 1), forKey: "fade")
            mask.add(basic("bounds.size.width", from: 0, to: 100), forKey: "grow")
        }
        clock.advance(to: 0.25)
        let shown = root.presentationTree()
        let shownChild = shown.sublayerList[0]
        #expect(shown !== root && shownChild !== child)
        #expect(shownChild is CAShapeLayer)
        #expect(abs(shownChild.opacity - 0.25) < 1e-12)
        #expect(abs(shownChild.mask!.bounds.width - 25) < 1e-12)
        #expect(child.opacity == 1 && mask.bounds.width == 0)
    }

    @Test func removedFillShowsTheModelBeforeAndAfter() {
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 5)
        let (clock, _) = onClock {
            let a = basic("position", from: CGPoint(x: 100, y: 0), to: CGPoint(x: 200, y: 0))
            a.beginTime = VirtualClock.now + 0.5
            layer.add(a, forKey: "move")
        }
        #expect(presented(layer, "position") == .point(CGPoint(x: 5, y: 5)))
        clock.advance(to: 1)
        #expect(presented(layer, "position") == .point(CGPoint(x: 150, y: 0)))
        clock.advance(to: 1.5)
        #expect(presented(layer, "position") == .point(CGPoint(x: 5, y: 5)))
    }
}
