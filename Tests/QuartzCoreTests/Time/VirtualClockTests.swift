import Foundation
import Testing
@testable import QuartzCore

@Suite struct VirtualClockTests {
    @Test func completionsRunInTimeOrderAtTheirEndTimes() {
        let layer = CALayer()
        var log: [(String, TimeInterval)] = []
        let (clock, _) = onClock {
            for (name, duration) in [("long", 0.9), ("short", 0.3), ("middle", 0.6)] {
                let a = basic("opacity", from: 0, to: 1, duration: duration)
                a.completion = { _ in log.append((name, VirtualClock.now)) }
                layer.add(a, forKey: name)
            }
        }
        clock.advance(to: 2)
        #expect(log.map(\.0) == ["short", "middle", "long"])
        #expect(log.map(\.1) == [0.3, 0.6, 0.9])
        #expect(clock.time == 2)
    }

    @Test func tiesFireInTheOrderTheAnimationsWereAdded() {
        let layer = CALayer()
        var log: [String] = []
        let (clock, _) = onClock {
            for name in ["b", "a", "c"] {
                let a = basic("opacity", from: 0, to: 1, duration: 0.5)
                a.completion = { _ in log.append(name) }
                layer.add(a, forKey: name)
            }
        }
        clock.advance(to: 1)
        #expect(log == ["b", "a", "c"])
    }

    @Test func anAnimationChainedFromACompletionStartsWhenThePreviousEnded() {
        let layer = CALayer()
        let (clock, _) = onClock {
            let first = basic("position.x", from: 0, to: 100, duration: 0.4)
            first.completion = { _ in
                layer.add(basic("position.x", from: 100, to: 200, duration: 1), forKey: "second")
            }
            layer.add(first, forKey: "first")
        }
        // One jump past both the first end and into the second animation.
        clock.advance(to: 0.9)
        #expect(abs(presentedDouble(layer, "position.x") - 150) < 1e-9)
        clock.advance(to: 1.4)
        #expect(layer.animationKeys() == nil)
    }

    @Test func twoRunsGiveIdenticalPresentations() {
        func run() -> [AnimatableValue] {
            let layer = CALayer()
            let (clock, _) = onClock {
                layer.add(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 30)), forKey: "p")
                let s = CASpringAnimation(keyPath: "opacity", spring: Spring(bounciness: 12))
                s.fromValue = 0
                s.toValue = 1
                layer.add(s, forKey: "o")
            }
            return stride(from: 0.0, through: 1.2, by: 0.1).map { t in
                clock.advance(to: t)
                return presented(layer, "position")
            }
        }
        #expect(run() == run())
    }

    @Test func clocksInParallelThreadsKeepTheirOwnTime() async {
        let results = await withTaskGroup(of: Double.self) { group in
            for duration in [1.0, 2.0, 4.0] {
                group.addTask {
                    let layer = CALayer()
                    let (clock, _) = onClock { layer.add(basic("opacity", from: 0, to: 1, duration: duration), forKey: "o") }
                    clock.advance(to: 0.5)
                    return presentedDouble(layer, "opacity") * duration
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { abs($0 - 0.5) < 1e-12 })
    }

    @Test func clocksOnPlainThreadsKeepTheirOwnTimeToo() {
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            let duration = Double(index + 1)
            let layer = CALayer()
            let clock = VirtualClock()
            clock.run { layer.add(basic("opacity", from: 0, to: 1, duration: duration), forKey: "o") }
            clock.advance(to: 0.5)
            #expect(abs(presentedDouble(layer, "opacity") * duration - 0.5) < 1e-12)
            #expect(VirtualClock.current == nil)
        }
    }

    @Test func scheduledActionsRunInOrderWithTheClockAtTheirTime() {
        let clock = VirtualClock()
        var log: [TimeInterval] = []
        clock.schedule(at: 0.7) { log.append(VirtualClock.now) }
        clock.schedule(at: 0.2) { log.append(VirtualClock.now) }
        clock.advance(to: 0.5)
        #expect(log == [0.2])
        clock.advance(by: 0.5)
        #expect(log == [0.2, 0.7])
    }
}
