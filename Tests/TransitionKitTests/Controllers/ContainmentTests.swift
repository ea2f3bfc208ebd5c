import Foundation
import Testing
@testable import TransitionKit

@Suite("Child containment")
struct ContainmentTests {
    @Test("addChild and removeFromParent call willMove and didMove as UIKit does")
    func addRemove() {
        let log = CallLog()
        let parent = ViewController(), child = LoggingController("C", log: log)
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
        let (clock, (parent, a, b)) = onClock { () -> (ViewController, ViewController, ViewController) in
            let parent = ViewController(), a = ViewController(), b = ViewController()
            _ = makeWindow(root: parent)
            for child in [a, b] { parent.addChild(child); child.didMove(toParent: parent) }
            parent.view.addSubview(a.view)
            parent.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromRight, animations: { b.view.alpha = 0.5 })
            return (parent, a, b)
        }
        clock.advance(to: 0.25)
        #expect(same(parent.view.subviews, [a.view, b.view]))
        clock.advance(to: 0.5)
        #expect(same(parent.view.subviews, [b.view]))
    }
}
