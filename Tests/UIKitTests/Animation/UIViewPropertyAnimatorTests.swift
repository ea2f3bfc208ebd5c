import Foundation
import Testing
import UIKit

/// `UIViewPropertyAnimator` paused, scrubbed, reversed and continued, as UIKit documents it.
@Suite struct UIViewPropertyAnimatorTests {
    @Test func pausingHoldsTheViewWhereItIs() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var animator: UIViewPropertyAnimator!
        let clock = onClock {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
            animator.startAnimation()
        }
        clock.advance(to: 0.4)
        clock.run { animator.pauseAnimation() }
        clock.advance(to: 2)
        #expect(abs(animator.fractionComplete - 0.4) < 1e-9)
        #expect(abs(view.layer.presentation()!.position.x - 45) < 1e-9)
        clock.run { animator.fractionComplete = 0.8 }
        #expect(abs(view.layer.presentation()!.position.x - 85) < 1e-9)
    }

    @Test func reversingPlaysBackAndEndsAtTheStartWithTheModelRestored() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var positions: [UIViewAnimatingPosition] = []
        var animator: UIViewPropertyAnimator!
        let clock = onClock {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
        }
        clock.advance(to: 0.5)
        clock.run {
            animator.pauseAnimation()
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        clock.advance(to: 0.75)
        #expect(abs(view.layer.presentation()!.position.x - 30) < 1e-6)
        clock.advance(to: 1.2)
        #expect(positions == [.start])
        #expect(view.center.x == 5)
        #expect(animator.state == .inactive)
    }

    @Test func stoppingWithoutFinishingKeepsThePresentedValues() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var animator: UIViewPropertyAnimator!
        var completions = 0
        let clock = onClock {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.addCompletion { _ in completions += 1 }
            animator.startAnimation()
        }
        clock.advance(to: 0.25)
        clock.run { animator.stopAnimation(true) }
        clock.advance(to: 2)
        #expect(abs(view.alpha - 0.75) < 1e-9)
        #expect(completions == 0)
    }
}
