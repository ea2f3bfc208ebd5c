import Testing
import UIKit

/// The Auto Layout animation idiom: change a constraint, then lay out inside an animation block.
@Suite struct ConstraintAnimationTests {
    @Test func aConstraintChangeLaidOutInABlockAnimatesTheFrame() {
        let root = UIViewController()
        let card = UIView()
        var width: NSLayoutConstraint!
        var top: NSLayoutConstraint!
        let clock = onClock {
            let window = showInWindow(root)
            _ = window
            card.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(card)
            width = card.widthAnchor.constraint(equalToConstant: 100)
            top = card.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 50)
            NSLayoutConstraint.activate([
                width, top,
                card.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
                card.heightAnchor.constraint(equalToConstant: 80),
            ])
            root.view.layoutIfNeeded()
        }
        #expect(card.frame == CGRect(x: 20, y: 50, width: 100, height: 80))
        clock.run {
            width.constant = 200
            top.constant = 150
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                root.view.layoutIfNeeded()
            })
        }
        #expect(card.frame == CGRect(x: 20, y: 150, width: 200, height: 80), "the model is laid out at once")
        clock.advance(to: 0.5)
        let shown = card.layer.presentation()!
        #expect(abs(shown.bounds.width - 150) < 1e-9)
        #expect(abs(shown.position.y - (100 + 40)) < 1e-9, "the centre moves from 90 to 190")
    }
}

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
}
