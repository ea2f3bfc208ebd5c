import Foundation
import Testing
import UIKit

/// `UIPanGestureRecognizer` as it reports a played drag.
@Suite struct UIPanGestureRecognizerTests {
    @Test func aPlayedPanReportsItsStatesTranslationAndVelocity() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let pan = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        pan.edges = .left
        var seen: [(UIGestureRecognizer.State, CGPoint, CGPoint)] = []
        pan.addTarget { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            seen.append((pan.state, pan.translation(in: view), pan.velocity(in: view)))
        }
        view.addGestureRecognizer(pan)
        let clock = onClock {
            pan.play(.init(from: CGPoint(x: 0, y: 300), samples: [(0.1, CGPoint(x: 50, y: 0)), (0.2, CGPoint(x: 150, y: 0))]))
        }
        clock.advance(to: 1)
        // A finger reports every 1/60 s: six moves to the first sample, six more to the lift.
        #expect(seen.map(\.0) == [.began] + Array(repeating: .changed, count: 11) + [.ended])
        #expect(seen[6].1 == CGPoint(x: 50, y: 0), "exactly at the first sample")
        #expect(abs(seen[3].1.x - 25) < 1e-9, "half way to it, half way through its time")
        #expect(seen.last?.1 == CGPoint(x: 150, y: 0))
        #expect(seen.last.map { abs($0.2.x - 1000) < 1e-6 } == true)
        #expect(view.gestureRecognizers?.count == 1)
    }
}
