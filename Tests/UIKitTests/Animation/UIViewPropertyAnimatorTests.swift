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

    /// Apple, `scrubsLinearly`: "When the value of this property is true, the animator uses a
    /// linear timing curve when paused and scrubbed."
    @Test func aPausedSpringScrubsLinearlyByDefault() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var animator: UIViewPropertyAnimator!
        let clock = onClock {
            animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.6) { view.center.x = 105 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.2
        }
        #expect(abs(view.layer.presentation()!.position.x - 25) < 1e-6, "20 % of the way: \(view.layer.presentation()!.position.x)")
        #expect(abs(animator.fractionComplete - 0.2) < 1e-12)
        clock.run { animator.fractionComplete = 0.9 }
        #expect(abs(view.layer.presentation()!.position.x - 95) < 1e-6)
        // Resumed, it goes on from where it shows and ends where the block put it.
        clock.run { animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) }
        clock.advance(to: 0.001)
        #expect(abs(view.layer.presentation()!.position.x - 95) < 1)
        clock.advance(to: 3)
        #expect(view.layer.presentation()!.position.x == 105 && animator.state == .inactive)
    }

    @Test func withoutLinearScrubbingAPausedAnimatorFollowsItsCurve() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = onClock {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 105 }
            animator.scrubsLinearly = false
            animator.fractionComplete = 0.5
            // Ease-in (0.42, 0, 1, 1) at half time has gone about 31.5 % of the way.
            let x = view.layer.presentation()!.position.x
            #expect(x > 30 && x < 40, "along the curve: \(x)")
            animator.scrubsLinearly = true
            animator.fractionComplete = 0.5
            #expect(abs(view.layer.presentation()!.position.x - 55) < 1e-6)
        }
    }

    /// Apple, `pausesOnCompletion`: the animator "remains in the active state when the animation
    /// finishes, and it does not execute its completion handler".
    @Test func pausingOnCompletionKeepsTheAnimatorActiveAndReversible() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var animator: UIViewPropertyAnimator!
        var completions = 0
        let clock = onClock {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
            animator.pausesOnCompletion = true
            animator.addCompletion { _ in completions += 1 }
            animator.startAnimation()
        }
        clock.advance(to: 1.5)
        #expect(animator.state == .active && !animator.isRunning && completions == 0)
        #expect(abs(animator.fractionComplete - 1) < 1e-9)
        #expect(abs(view.layer.presentation()!.position.x - 105) < 1e-6)
        clock.run {
            animator.isReversed = true
            animator.startAnimation()
        }
        #expect(animator.isReversed && animator.isRunning)
        clock.advance(to: 2)
        #expect(abs(view.layer.presentation()!.position.x - 55) < 1e-6, "halfway back")
        clock.advance(to: 3)
        #expect(animator.state == .active && !animator.isRunning && completions == 0)
        #expect(abs(view.layer.presentation()!.position.x - 5) < 1e-6)
        #expect(abs(animator.fractionComplete) < 1e-9)
    }

    @Test func reversingWhilePausedAfterAScrubKeepsTheViewsInPlace() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var animator: UIViewPropertyAnimator!
        let clock = onClock {
            animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 105 }
            animator.fractionComplete = 0.3
            animator.isReversed = true
        }
        #expect(animator.isReversed && abs(animator.fractionComplete - 0.3) < 1e-9)
        #expect(abs(view.layer.presentation()!.position.x - 35) < 1e-6)
        clock.run { animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) }
        clock.advance(to: 2)
        #expect(animator.state == .inactive && view.center.x == 5)
    }
}
