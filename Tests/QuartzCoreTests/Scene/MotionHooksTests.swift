import Foundation
import Testing
@testable import QuartzCore

/// The read-only views the motion recorder relies on.
@Suite struct MotionHooksTests {
    @Test func oneLayerAlonePresentsAsInTheWholeTreeUnderItsParentsTime() throws {
        let root = CALayer(), parent = CALayer(), child = CALayer()
        root.addSublayer(parent)
        parent.addSublayer(child)
        child.addSublayer(CALayer())
        // The parent runs at half speed, so the child's animation is a quarter through at 0.5 s.
        parent.speed = 0.5
        let (clock, _) = onClock { child.add(basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade") }
        clock.advance(to: 0.5)
        let alone = child.presentationWithoutSublayers()
        let inTree = try #require(root.presentationTree().sublayerList.first?.sublayerList.first)
        #expect(alone.opacity == inTree.opacity)
        #expect(abs(alone.opacity - 0.25) < 1e-12)
        #expect(alone.sublayerList.isEmpty)
    }

    @Test func theClockCountsTheCallbacksItRuns() {
        let layer = CALayer()
        let (clock, _) = onClock { layer.add(basic("opacity", from: 0, to: 1, duration: 1), forKey: "fade") }
        clock.schedule(at: 0.2) {}
        clock.advance(to: 0.1)
        #expect(clock.firedCallbacks == 0)
        #expect(!layer.runningAnimations.isEmpty)
        clock.advance(to: 2)
        #expect(clock.firedCallbacks == 2, "the scheduled action and the animation's end")
        #expect(layer.runningAnimations.isEmpty)
    }
}
