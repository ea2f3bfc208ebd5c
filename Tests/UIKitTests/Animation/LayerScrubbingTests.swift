import Testing
import UIKit

/// Scrubbing a transition by its container layer's time, as interactive animators written
/// before UIViewPropertyAnimator do (Apple's technical Q&A on pausing layer animations).
@Suite struct LayerScrubbingTests {
    @Test func aPausedLayerShowsItsAnimationsAtItsTimeOffsetAndResumesFromThere() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(card)
        let clock = onClock {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x = 250 })
            let paused = container.layer.convertTime(CACurrentMediaTime(), from: nil)
            container.layer.speed = 0
            container.layer.timeOffset = paused
        }
        clock.advance(to: 0.3)
        #expect(abs(card.layer.presentation()!.position.x - 50) < 1e-9, "paused: nothing moves")
        clock.run { container.layer.timeOffset = 0.4 }
        #expect(abs(card.layer.presentation()!.position.x - 130) < 1e-9, "scrubbed to 40%")
        clock.run {
            let pausedTime = container.layer.timeOffset
            container.layer.speed = 1
            container.layer.timeOffset = 0
            container.layer.beginTime = 0
            container.layer.beginTime = container.layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        }
        clock.advance(to: 0.5)
        #expect(abs(card.layer.presentation()!.position.x - 170) < 1e-6, "resumed: 40% + 0.2 s")
    }

    /// Scrubbing a transition by its container layer's time, as interactive animators written
    /// before UIViewPropertyAnimator do (Apple's technical Q&A on pausing layer animations).
}
