import Foundation
import Testing
@testable import UIKit

@Suite("Child containment")
struct UIViewControllerContainmentTests {
    @Test("addChild and removeFromParent call willMove and didMove as UIKit does")
    func addRemove() {
        let log = CallLog()
        let parent = UIViewController(), child = LoggingController("C", log: log)
        parent.addChild(child)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && child.parent === parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(log.entries == ["C.willMove(parent)", "C.didMove(parent)", "C.willMove(nil)", "C.didMove(nil)"])
    }

    @Test("transition(from:to:) puts the to-view in the from-view's superview and removes the from-view at the end")
    func transitionSwapsViews() {
        let (clock, (parent, a, b)) = onClock { () -> (UIViewController, UIViewController, UIViewController) in
            let (parent, a, b) = containment()
            parent.transition(from: a, to: b, duration: 0.5, animations: { b.view.alpha = 0.5 })
            return (parent, a, b)
        }
        clock.advance(to: 0.25)
        #expect(same(parent.view.subviews, [a.view, b.view]))
        #expect(abs(presentedDouble(b.view.layer, "opacity") - 0.75) < 0.01)
        clock.advance(to: 0.5)
        #expect(same(parent.view.subviews, [b.view]))
    }

    @Test("a transition option swaps the views through a CATransition on their superview")
    func transitionOptionFlips() {
        var finished: Bool?
        let (clock, (parent, _, b)) = onClock { () -> (UIViewController, UIViewController, UIViewController) in
            let (parent, a, b) = containment()
            parent.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromRight, animations: nil) { finished = $0 }
            return (parent, a, b)
        }
        #expect(same(parent.view.subviews, [b.view]))
        #expect(parent.view.layer.animation(forKey: "transition") is CATransition)
        clock.advance(to: 0.6)
        #expect(finished == true)
    }

    /// A parent in a window with children A and B, A's view shown.
    private func containment() -> (UIViewController, UIViewController, UIViewController) {
        let parent = UIViewController(), a = UIViewController(), b = UIViewController()
        let window = makeWindow(root: parent)
        for child in [a, b] {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        parent.view.addSubview(a.view)
        _ = window
        return (parent, a, b)
    }
}
