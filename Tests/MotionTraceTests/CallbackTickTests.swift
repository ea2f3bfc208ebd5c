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

    /// At a tick whose callbacks changed one part of the tree, the walk passes over the subtrees
    /// in which nothing changed. Layers there are still in the tree, and keep their rows; a layer
    /// that left, came back, or was hidden with its superview is traced as a full walk traces it.
    @Test func aTickThatChangesOnePartOfTheTreeTracesTheRestAsItWas() throws {
        let capture = recordMotion(seconds: 0.5) { root in
            let panel = PanelView(frame: CGRect(x: 0, y: 300, width: 375, height: 200))
            for index in 0..<3 {
                let card = CardView(frame: CGRect(x: 10 + 110 * Double(index), y: 10, width: 100, height: 100))
                card.addSubview(CardView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
                panel.addSubview(card)
            }
            root.addSubview(panel)
            let mover = CardView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let leaver = CardView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
            root.addSubview(mover)
            root.addSubview(leaver)
            let loose = CALayer()
            loose.frame = CGRect(x: 200, y: 0, width: 20, height: 20)
            root.layer.addSublayer(loose)
            let clock = VirtualClock.current!
            // The finger moves one card at every tick; nothing else changes but what follows.
            for tick in 1..<30 {
                clock.schedule(at: MotionTrace.time(ofTick: tick) - 0.001) { mover.center.x = 25 + Double(tick) }
            }
            clock.schedule(at: MotionTrace.time(ofTick: 5) - 0.001) { leaver.removeFromSuperview() }
            clock.schedule(at: MotionTrace.time(ofTick: 8) - 0.001) { root.addSubview(leaver) }
            clock.schedule(at: MotionTrace.time(ofTick: 6) - 0.001) { loose.removeFromSuperlayer() }
            clock.schedule(at: MotionTrace.time(ofTick: 9) - 0.001) { root.layer.addSublayer(loose) }
            clock.schedule(at: MotionTrace.time(ofTick: 12) - 0.001) {
                leaver.removeFromSuperview()
                root.addSubview(leaver)
            }
            clock.schedule(at: MotionTrace.time(ofTick: 15) - 0.001) { panel.isHidden = true }
            clock.schedule(at: MotionTrace.time(ofTick: 20) - 0.001) { panel.isHidden = false }
        }
        let position = try #require(capture.trace.track(layer: "UIView/CardView", property: .position))
        #expect(position.values[1] == [26, 25] && position.values[29] == [54, 25])
        let leaver = try #require(capture.visibility["UIView/CardView#1"])
        #expect(leaver[4] && !leaver[5] && !leaver[7] && leaver[8] && leaver[12] && leaver[29])
        let loose = try #require(capture.visibility["UIView/CALayer"])
        #expect(loose[5] && !loose[6] && !loose[8] && loose[9] && loose[29])
        for path in ["UIView/PanelView", "UIView/PanelView/CardView#2", "UIView/PanelView/CardView#2/CardView"] {
            let visible = try #require(capture.visibility[path], "\(path)")
            #expect(visible[14] && !visible[15] && !visible[19] && visible[20] && visible[29], "\(path)")
            #expect(visible.enumerated().allSatisfy { tick, shown in shown == !(15..<20).contains(tick) }, "\(path)")
        }
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
