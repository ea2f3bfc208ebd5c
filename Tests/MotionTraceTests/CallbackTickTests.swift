import Foundation
import MotionTrace
import Testing
import UIKit

/// At a tick after callbacks, the recorder walks the tree only when a layer reported a change
/// (`CALayer.noteModelChange()`); otherwise it presents only the animated layers again. A debug
/// build walks anyway and stops at a row that moved unreported, so these run that check too.
@Suite struct CallbackTickTests {
    @Test func aCallbackThatMovesALayerIsTracedAtItsTick() throws {
        let capture = recordMotion(seconds: 0.5) { root in
            let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(card)
            let clock = VirtualClock.current!
            // Callbacks at every tick that change nothing, as a finger resting on the screen.
            for tick in 1..<30 { clock.schedule(at: MotionTrace.time(ofTick: tick) - 0.001) {} }
            clock.schedule(at: MotionTrace.time(ofTick: 10) - 0.001) { card.center.x = 200 }
            clock.schedule(at: MotionTrace.time(ofTick: 20) - 0.001) { card.isHidden = true }
        }
        let position = try #require(capture.trace.track(layer: "UIView/CardView", property: .position))
        #expect(position.values[9] == [50, 50])
        #expect(position.values[10] == [200, 50])
        let visible = try #require(capture.trace.track(layer: "UIView/CardView", property: .visible))
        #expect(visible.values[19] == [1] && visible.values[20] == [0])
    }

    @Test func aPausedAnimationScrubbedByCallbacksIsSampledAtEveryTick() throws {
        let capture = recordMotion(seconds: 0.5) { root in
            let dot = CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.addSubview(dot)
            dot.layer.speed = 0
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 0.0
            move.toValue = 100.0
            move.duration = 1
            dot.layer.add(move, forKey: "move")
            let clock = VirtualClock.current!
            // Only the layer's time changes, as an interactive transition's percent does.
            for tick in 1..<30 {
                clock.schedule(at: MotionTrace.time(ofTick: tick) - 0.001) { dot.layer.timeOffset = Double(tick) / 30 }
            }
        }
        let position = try #require(capture.trace.track(layer: "UIView/CardView", property: .position))
        for tick in [1, 7, 29] {
            #expect(position.values[tick]?[1] == MotionUnit.points.rounded(100 * Double(tick) / 30), "tick \(tick)")
        }
    }

    /// An animation kept after its end (`isRemovedOnCompletion` false, filling forwards) leaves
    /// its layer's animations as they were when it ends; the layer must still be traced at its
    /// end value, not at the last tick before.
    @Test func aKeptAnimationIsTracedAtItsEnd() throws {
        let capture = recordMotion(seconds: 0.5) { root in
            let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(card)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 50.0
            slide.toValue = 250.0
            slide.duration = 0.205
            slide.timingFunction = CAMediaTimingFunction(name: .easeOut)
            slide.isRemovedOnCompletion = false
            slide.fillMode = .forwards
            card.layer.add(slide, forKey: "slide")
        }
        let position = try #require(capture.trace.track(layer: "UIView/CardView", property: .position))
        #expect(position.values[12]?[0] != 250, "still moving at 200 ms")
        #expect(position.values[13] == [250, 50])
        #expect(position.values.last == [250, 50])
    }

    /// A recorder's first tick walks the tree even when an earlier recorder has just cleared
    /// every mark and nothing has changed since.
    @Test func aSecondRecorderOfTheSameTreeSeesItWhole() {
        let clock = VirtualClock()
        clock.run {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            root.addSubview(CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
            MotionRecorder(root: root.layer).sample(on: clock)
            let second = MotionRecorder(root: root.layer)
            second.sample(on: clock)
            #expect(second.capture.visibility["UIView/CardView"] == [true])
        }
    }
}
