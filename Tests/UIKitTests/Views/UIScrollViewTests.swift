import Foundation
import Testing
import UIKit

/// A scroll view scrolled by a played drag, as a finger scrolls it.
@Suite struct UIScrollViewTests {
    final class Watcher: NSObject, UIScrollViewDelegate {
        var log: [String] = []
        var offsets: [CGFloat] = []
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("begin") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            log.append("end \(velocity.y > 0 ? "up" : "down")")
        }
    }

    @Test func aPlayedDragScrollsTheContentAndStretchesPastTheTop() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 1200)
        let watcher = Watcher()
        scroll.delegate = watcher
        let clock = onClock {
            // The finger moves up 300 points: the content scrolls down by as much.
            scroll.panGestureRecognizer.play(.init(from: CGPoint(x: 160, y: 400), samples: [(0.2, CGPoint(x: 0, y: -300))]))
        }
        clock.advance(to: 0.3)
        #expect(scroll.contentOffset.y == 300 && !scroll.isDragging)
        #expect(watcher.log == ["begin", "end up"] && watcher.offsets.last == 300)
        clock.run {
            // Down 150 past the top: the content follows a third as far, then springs back.
            scroll.panGestureRecognizer.play(.init(from: CGPoint(x: 160, y: 100), samples: [(0.2, CGPoint(x: 0, y: 450))]))
        }
        clock.advance(to: 0.55)
        #expect(watcher.offsets.contains { abs($0 + 50) < 1e-9 })
        clock.advance(to: 2)
        #expect(scroll.contentOffset.y == 0)
    }

    /// An "instant" pan, as interactive animators write one (after the strip line has made its
    /// `import UIKit.UIGestureRecognizerSubclass` plain `import UIKit`): it begins as the finger
    /// lands, so a running animation can be caught before the finger moves.
    final class InstantPanGestureRecognizer: UIPanGestureRecognizer {
        var phases: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            phases.append("began")
            if state == .began { return }
            super.touchesBegan(touches, with: event)
            state = .began
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            phases.append("moved")
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            phases.append("ended")
            super.touchesEnded(touches, with: event)
        }
        override func reset() {
            super.reset()
            phases.append("reset")
        }
    }

    @Test func aGestureRecognizerSubclassSeesThePlayedTouchesAndSetsItsState() {
        let pan = InstantPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.addGestureRecognizer(pan)
        let clock = onClock {
            pan.play(.init(from: CGPoint(x: 10, y: 10), samples: [(0.05, CGPoint(x: 30, y: 0))]))
        }
        clock.advance(to: 0.1)
        #expect(pan.phases.first == "began" && pan.phases.suffix(2) == ["ended", "reset"])
        #expect(pan.phases.filter { $0 == "moved" }.count == 2, "a move every 60th of a second")
        #expect(states.first == .began && states.filter { $0 == .began }.count == 1, "setting .began again sends nothing")
        #expect(states.last == .ended)
        #expect(pan.state == .possible, "possible again once the gesture has ended")
        #expect(pan.translation(in: view).x == 30)
    }

    @Test func aRecognizerTheDelegateStopsStaysFailedUntilTheFingerLifts() {
        final class Refuser: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let refuser = Refuser()
        let pan = UIPanGestureRecognizer()
        pan.delegate = refuser
        var actions = 0
        pan.addTarget { _ in actions += 1 }
        let clock = onClock {
            pan.play(.init(from: .zero, samples: [(0.1, CGPoint(x: 50, y: 0))]))
        }
        clock.advance(to: 0.05)
        #expect(pan.state == .failed)
        clock.advance(to: 0.2)
        #expect(actions == 0)
        #expect(pan.state == .possible)
    }

    /// A scroll view scrolled by a played drag, as a finger scrolls it.
}
