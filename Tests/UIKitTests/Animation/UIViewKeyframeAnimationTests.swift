import Foundation
import Testing
import UIKit

/// `UIView.animateKeyframes` as UIKit runs it: each change in its own part of the duration.
@Suite struct UIViewKeyframeAnimationTests {
    @Test func viewKeyframesRunEachChangeInItsOwnPartOfTheDuration() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completions: [Bool] = []
        let clock = onClock {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
            }, completion: { completions.append($0) })
        }
        clock.advance(to: 0.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.6) < 1e-6)
        clock.advance(to: 0.75)
        #expect(abs(view.layer.presentation()!.opacity - 0.6) < 1e-6)
        clock.advance(to: 1.1)
        #expect(completions == [true])
        #expect(view.alpha == 1)
    }
}
