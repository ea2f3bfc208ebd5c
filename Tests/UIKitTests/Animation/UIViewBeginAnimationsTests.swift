import Foundation
import Testing
import UIKit

/// The animation blocks of iOS 2–12 (`beginAnimations` … `commitAnimations`), as older
/// animators and Objective-C ports still write them.
@Suite struct UIViewBeginAnimationsTests {
    /// A controller in the style of the old API: a delegate with start and stop selectors.
    final class FadingController: UIViewController {
        var events: [String] = []
        var stopArguments: (id: String?, finished: Bool)?
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

        func fade(duration: TimeInterval) {
            UIView.beginAnimations("fade", context: nil)
            UIView.setAnimationDuration(duration)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationDelegate(self)
            UIView.setAnimationWillStart(Selector("animationWillStart(_:context:)", Self.animationWillStart(_:context:)))
            UIView.setAnimationDidStop(Selector("animationDidStop(_:finished:context:)",
                                                Self.animationDidStop(_:finished:context:)))
            card.alpha = 0
            UIView.commitAnimations()
        }

        func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
            events.append("start \(animationID ?? "nil")")
        }

        func animationDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?) {
            events.append("stop")
            stopArguments = (animationID, finished?.boolValue ?? false)
        }
    }

    @Test func changesBetweenBeginAndCommitAnimateWithTheBlocksSettings() {
        let controller = FadingController()
        let clock = onClock { controller.fade(duration: 1) }
        #expect(controller.card.alpha == 0, "the model takes the new value at once")
        clock.advance(to: 0.25)
        #expect(abs(controller.card.layer.presentation()!.opacity - 0.75) < 1e-9, "linear over the set duration")
        #expect(controller.events == ["start fade"])
        clock.advance(to: 1.5)
        #expect(controller.events == ["start fade", "stop"])
        #expect(controller.stopArguments?.id == "fade")
        #expect(controller.stopArguments?.finished == true)
    }

    @Test func theDefaultsAreAFifthOfASecondEasedInAndOut() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let clock = onClock {
            UIView.beginAnimations(nil, context: nil)
            view.center = CGPoint(x: 105, y: 5)
            UIView.commitAnimations()
        }
        clock.advance(to: 0.05)
        let expected = 5 + 100 * CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25)
        #expect(abs(view.layer.presentation()!.position.x - expected) < 1e-9)
        clock.advance(to: 0.2)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func aDelayHoldsTheOldValueAndRepeatsAutoreverse() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let clock = onClock {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDelay(0.5)
            UIView.setAnimationDuration(1)
            UIView.setAnimationCurve(.linear)
            UIView.setAnimationRepeatCount(2)
            UIView.setAnimationRepeatAutoreverses(true)
            view.alpha = 0
            UIView.commitAnimations()
        }
        clock.advance(to: 0.4)
        #expect(view.layer.presentation()!.opacity == 1)
        clock.advance(to: 1.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.25) < 1e-9)
        clock.advance(to: 1.75)
        #expect(abs(view.layer.presentation()!.opacity - 0.25) < 1e-9, "on its way back")
    }

    @Test func aChangeUsesTheSettingsMadeBeforeIt() {
        let (first, second) = (UIView(), UIView())
        _ = onClock {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(1)
            first.alpha = 0
            UIView.setAnimationDuration(2)
            second.alpha = 0
            UIView.commitAnimations()
        }
        #expect(first.layer.animation(forKey: "opacity")?.duration == 1)
        #expect(second.layer.animation(forKey: "opacity")?.duration == 2)
    }

    @Test func aTransitionFlipsTheViewWithTheBlocksDurationAtCommit() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var stopped = false
        final class Listener {
            var onStop: () -> Void = {}
            func animationDidStop(_ id: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?) { onStop() }
        }
        let listener = Listener()
        listener.onStop = { stopped = true }
        let clock = onClock {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationTransition(.flipFromLeft, for: card, cache: true)
            UIView.setAnimationDuration(0.8)
            UIView.setAnimationDelegate(listener)
            UIView.setAnimationDidStop(Selector("animationDidStop(_:finished:context:)", Listener.animationDidStop(_:finished:context:)))
            card.backgroundColor = .red
            UIView.commitAnimations()
        }
        let transition = card.layer.animation(forKey: "transition") as? CATransition
        #expect(transition?.type == .oglFlip)
        #expect(transition?.subtype == .fromLeft)
        #expect(transition?.duration == 0.8)
        clock.advance(to: 0.7)
        #expect(!stopped)
        clock.advance(to: 0.9)
        #expect(stopped)
    }

    @Test func nestedBlocksStartFromTheOuterSettings() {
        let view = UIView()
        _ = onClock {
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(0.7)
            UIView.beginAnimations(nil, context: nil)
            #expect(UIView.inheritedAnimationDuration == 0.7)
            view.alpha = 0
            UIView.commitAnimations()
            UIView.commitAnimations()
        }
        #expect(view.layer.animation(forKey: "opacity")?.duration == 0.7)
    }

    @Test func performWithoutAnimationAndDisabledAnimationsApplyAtOnce() {
        let (still, disabled) = (UIView(), UIView())
        var completed = false
        let clock = onClock {
            UIView.beginAnimations(nil, context: nil)
            UIView.performWithoutAnimation { still.alpha = 0 }
            UIView.commitAnimations()
            UIView.setAnimationsEnabled(false)
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1, animations: { disabled.alpha = 0 }, completion: { _ in completed = true })
            UIView.setAnimationsEnabled(true)
        }
        #expect(still.layer.animationKeys() == nil)
        #expect(disabled.layer.animationKeys() == nil)
        clock.advance(to: 0.01)
        #expect(completed, "a block with animations off still completes")
        #expect(UIView.areAnimationsEnabled == true)
    }

    @Test func settingsOutsideABlockAndAStrayCommitAreReported() {
        let errors = SceneErrorLog.collect {
            _ = onClock {
                UIView.setAnimationDuration(1)
                UIView.commitAnimations()
            }
        }
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { "\($0)".contains("beginAnimations") })
    }
}
