import Foundation
import Synchronization
import Testing
@testable import UIKit

@Suite struct UIViewAnimateTests {
    @Test func changesInTheBlockAnimateFromThePresentedToTheNewValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: [Bool] = []
        let (clock, _) = onClock {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.alpha = 0
                view.center = CGPoint(x: 250, y: 50)
            }, completion: { finished.append($0) })
        }
        #expect(view.alpha == 0, "the model takes the new value at once")
        clock.advance(to: 0.25)
        #expect(abs(presentedDouble(view.layer, "opacity") - 0.75) < 1e-12)
        #expect(presented(view.layer, "position") == .point(CGPoint(x: 100, y: 50)))
        clock.advance(to: 2)
        #expect(finished == [true])
        #expect(view.layer.animationKeys() == nil)
    }

    /// A block animates the changes made on the thread running it, and no others: a view changed
    /// at the same moment on another thread, outside any block there, takes its values at once,
    /// as an animation block in UIKit belongs to the thread that opens it.
    @Test func aBlockRunningOnAnotherThreadAnimatesNothingHere() {
        let inside = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        let keysThere = Mutex<[String]?>(nil)
        Thread.detachNewThread {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            _ = onClock {
                UIView.animate(withDuration: 1, animations: {
                    view.alpha = 0
                    inside.signal()
                    release.wait()
                })
            }
            keysThere.withLock { $0 = view.layer.animationKeys() }
            finished.signal()
        }
        inside.wait()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = onClock {
            view.alpha = 0
            view.center = CGPoint(x: 40, y: 40)
        }
        release.signal()
        finished.wait()
        #expect(view.layer.animationKeys() == nil)
        #expect(keysThere.withLock { $0 } == ["opacity"])
    }

    @Test func defaultCurveIsEaseInEaseOutAndDelayHoldsTheOldValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let (clock, _) = onClock {
            UIView.animate(withDuration: 1, delay: 0.5, animations: { view.alpha = 0 })
        }
        clock.advance(to: 0.4)
        #expect(presentedDouble(view.layer, "opacity") == 1)
        clock.advance(to: 0.75)
        #expect(abs(presentedDouble(view.layer, "opacity") - (1 - CAMediaTimingFunction.easeInEaseOut.value(at: 0.25))) < 1e-12)
    }

    @Test func springVariantFollowsUIViewSpringAndLandsExactly() {
        let view = UIView(frame: CGRect(x: 0, y: 667, width: 375, height: 667))
        let spring = Spring(duration: 1, dampingRatio: 0.6)
        let (clock, _) = onClock {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, animations: {
                view.transform = CGAffineTransform(translationX: 0, y: -667)
            })
        }
        clock.advance(to: 0.3)
        let shown = view.layer.presentationTree().transform.m42
        #expect(abs(shown - (-667 * spring.value(at: 0.3))) < 1e-9)
        clock.advance(to: 1)
        #expect(view.layer.presentationTree().transform.m42 == -667)
    }

    @Test func aNewAnimationStartsFromWhereTheInterruptedOneWas() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var results: [Bool] = []
        let (clock, _) = onClock {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: { results.append($0) })
        }
        clock.advance(to: 0.5)
        clock.run {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 }, completion: { results.append($0) })
        }
        #expect(abs(presentedDouble(view.layer, "opacity") - 0.5) < 1e-12)
        clock.advance(to: 1)
        #expect(abs(presentedDouble(view.layer, "opacity") - 0.75) < 1e-12)
        clock.advance(to: 2)
        #expect(results == [false, true])
    }

    @Test func changingAPropertyTwiceInOneBlockAnimatesToTheLastValueAndFinishes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        let (clock, _) = onClock {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.center = CGPoint(x: 100, y: 5)
                view.center = CGPoint(x: 200, y: 5)
            }, completion: { finished = $0 })
        }
        clock.advance(to: 0.5)
        #expect(presented(view.layer, "position") == .point(CGPoint(x: 102.5, y: 5)))
        clock.advance(to: 1)
        #expect(finished == true)
    }

    @Test func withoutAnimationAndOutsideBlocksChangesAreImmediate() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let standalone = CALayer()
        let (clock, _) = onClock {
            UIView.animate(withDuration: 1, animations: {
                UIView.performWithoutAnimation { view.alpha = 0.2 }
                standalone.opacity = 0.3
            })
        }
        clock.advance(to: 0.5)
        #expect(presentedDouble(view.layer, "opacity") == 0.2)
        #expect(presentedDouble(standalone, "opacity") == Double(Float(0.3)), "opacity is a Float, as in Core Animation")
    }

    @Test func repeatAndAutoreverseOptionsKeepItGoing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completed = false
        let (clock, _) = onClock {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: {
                view.alpha = 0
            }, completion: { _ in completed = true })
        }
        clock.advance(to: 1.25)
        #expect(abs(presentedDouble(view.layer, "opacity") - 0.25) < 1e-12)
        clock.advance(to: 100.5)
        #expect(abs(presentedDouble(view.layer, "opacity") - 0.5) < 1e-12)
        #expect(!completed)
    }

    @Test func aBlockWithNoChangesCompletesOnTheNextStep() {
        var finished: Bool?
        let (clock, _) = onClock { UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0 }) }
        #expect(finished == nil)
        clock.advance(by: 0)
        #expect(finished == true)
    }


    @Test func viewAnimateRejectsBadDurations() async {
        await #expect(processExitsWith: .failure) {
            VirtualClock().run { UIView.animate(withDuration: .nan, animations: {}) }
        }
        await #expect(processExitsWith: .failure) {
            VirtualClock().run { UIView.animate(withDuration: 1, delay: -1, animations: {}) }
        }
    }
}
