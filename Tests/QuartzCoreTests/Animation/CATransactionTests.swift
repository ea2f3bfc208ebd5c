import Foundation
import Testing
@testable import QuartzCore

/// `CATransaction` as Core Animation runs it: a completion block waits for the last animation.
@Suite struct CATransactionTests {
    @Test func aTransactionCompletesWhenItsLastAnimationEnds() {
        let layer = CALayer()
        var completedAt: TimeInterval?
        let clock = onClock {
            CATransaction.begin()
            CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
            let short = CABasicAnimation(keyPath: "opacity")
            short.fromValue = 0
            short.duration = 0.2
            layer.add(short, forKey: "short")
            let long = CABasicAnimation(keyPath: "position.x")
            long.toValue = 100
            long.duration = 0.5
            layer.add(long, forKey: "long")
            CATransaction.commit()
        }
        clock.advance(to: 0.4)
        #expect(completedAt == nil)
        clock.advance(to: 1)
        #expect(completedAt == 0.5)
    }
}
