import Testing
import UIKit

/// Target–action through selectors as the README's strip line writes `#selector`:
/// `Selector("name", Self.name)` carries the method, and every target–action API calls it.
@Suite struct SelectorTests {
    /// A controller as iOS code writes one, after the strip line: the selectors name methods
    /// that were `@objc`.
    final class PanningController: UIViewController {
        var pans: [(UIGestureRecognizer.State, CGFloat)] = []
        var taps = 0
        var ticks: [CFTimeInterval] = []
        var fired = 0
        var notes: [Notification.Name] = []
        let button = UIButton()
        var link: CADisplayLink?

        lazy var pan: UIPanGestureRecognizer = {
            UIPanGestureRecognizer(target: self, action: Selector("handlePan(_:)", Self.handlePan(_:)))
        }()

        func wire() {
            view.addGestureRecognizer(pan)
            button.addTarget(self, action: Selector("tapped", Self.tapped), for: .touchUpInside)
        }

        private func handlePan(_ gesture: UIPanGestureRecognizer) {
            pans.append((gesture.state, gesture.translation(in: view).x))
        }

        func tapped() { taps += 1 }
        func step(_ link: CADisplayLink) {
            ticks.append(link.timestamp)
            if ticks.count == 3 { link.invalidate() }
        }
        func fire(_ timer: Timer) { fired += 1 }
        func noted(_ note: Notification) { notes.append(note.name) }
    }

    @Test func aPlayedPanCallsTheTargetsMethodAtEveryStateChange() {
        let controller = PanningController()
        controller.wire()
        let clock = onClock {
            controller.pan.play(.init(from: CGPoint(x: 10, y: 300), samples: [(0.05, CGPoint(x: 40, y: 0)), (0.1, CGPoint(x: 100, y: 0))]))
        }
        clock.advance(to: 0.2)
        #expect(controller.pans.first?.0 == .began)
        #expect(controller.pans.last?.0 == .ended)
        #expect(controller.pans.last?.1 == 100)
        #expect(controller.pans.count > 3)
    }

    @Test func aControlSendsItsActionsForTheEventsTheyWereAddedFor() {
        let controller = PanningController()
        controller.wire()
        controller.button.sendActions(for: .touchUpInside)
        controller.button.sendActions(for: .valueChanged)
        #expect(controller.taps == 1)
        #expect(controller.button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["tapped"])
        controller.button.removeTarget(controller, action: Selector("tapped"), for: .touchUpInside)
        controller.button.sendActions(for: .touchUpInside)
        #expect(controller.taps == 1)
    }

    @Test func aDisplayLinkCallsItsTargetEveryFrameUntilInvalidated() {
        let controller = PanningController()
        let clock = onClock {
            controller.link = CADisplayLink(target: controller, selector: Selector("step(_:)", PanningController.step(_:)))
            controller.link?.add(to: .main, forMode: .common)
        }
        clock.advance(to: 0.5)
        #expect(controller.ticks.count == 3)
        #expect(abs(controller.ticks[0] - 1.0 / 60) < 1e-9)
    }

    @Test func delayedPerformsAndTimersRunOnTheVirtualClockUnlessCancelled() {
        let controller = PanningController()
        let clock = onClock {
            controller.perform(Selector("tapped", PanningController.tapped), with: nil, afterDelay: 0.3)
            controller.perform(Selector("tapped", PanningController.tapped), with: nil, afterDelay: 0.6)
            _ = Timer.scheduledTimer(timeInterval: 0.25, target: controller, selector: Selector("fire(_:)", PanningController.fire(_:)),
                                     userInfo: nil, repeats: false)
        }
        clock.advance(to: 0.29)
        #expect(controller.taps == 0 && controller.fired == 1)
        clock.advance(to: 0.31)
        #expect(controller.taps == 1)
        clock.run { PanningController.cancelPreviousPerformRequests(withTarget: controller) }
        clock.advance(to: 1)
        #expect(controller.taps == 1)
    }

    @Test func timersAddedToARunLoopFireOnTheVirtualClockOnceWhateverTheModes() {
        let controller = PanningController()
        // The timer's block is @Sendable; it runs on this thread, as the clock does.
        nonisolated(unsafe) var blockFires: [CFTimeInterval] = []
        var repeating: Timer?
        let clock = onClock {
            let once = Timer(timeInterval: 0.4, target: controller, selector: Selector("fire(_:)", PanningController.fire(_:)),
                             userInfo: nil, repeats: false)
            RunLoop.main.add(once, forMode: .default)
            RunLoop.main.add(once, forMode: .tracking)
            let timer = Timer(timeInterval: 0.1, repeats: true) { _ in blockFires.append(CACurrentMediaTime()) }
            RunLoop.current.add(timer, forMode: .common)
            repeating = timer
        }
        clock.advance(to: 0.35)
        #expect(blockFires.count == 3)
        #expect(zip(blockFires, [0.1, 0.2, 0.3]).allSatisfy { abs($0 - $1) < 1e-9 }, "every 0.1 s of virtual time")
        #expect(controller.fired == 0)
        clock.advance(to: 0.45)
        #expect(controller.fired == 1, "added for two modes, it fires once")
        clock.run { repeating?.invalidate() }
        clock.advance(to: 1)
        #expect(blockFires.count == 4)
        #expect(controller.fired == 1, "a timer that does not repeat fires once")
    }

    @Test func selectorsCompareByNameAsOnIOS() {
        #expect(Selector("tapped", PanningController.tapped) == Selector("tapped"))
        #expect(Selector("tapped") != Selector("fire(_:)"))
        // A name alone calls nothing.
        let controller = PanningController()
        Selector("tapped").perform(on: controller, with: nil)
        #expect(controller.taps == 0)
    }

    @Test func aNotificationCallsTheObserversMethod() {
        let controller = PanningController()
        let center = NotificationCenter()
        let name = Notification.Name("keyboardWillShow")
        center.addObserver(controller, selector: Selector("noted(_:)", PanningController.noted(_:)), name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(controller.notes == [name])
    }
}
