import Foundation
import Testing
import UIKit

/// A view hears of its place in the window as UIKit tells it.
@Suite struct UIViewHierarchyTests {
    @Test func viewsHearWhenTheyJoinOrLeaveAWindowButNotWhenTheyMoveWithinOne() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let (card, shelf, badge) = (UIView(), UIView(), Badge())
        card.addSubview(badge)
        #expect(badge.windowMoves.isEmpty)
        window.addSubview(card)
        window.addSubview(shelf)
        #expect(badge.windowMoves.count == 1 && badge.windowMoves[0] === window)
        shelf.addSubview(badge)
        #expect(badge.windowMoves.count == 1)
        card.removeFromSuperview()
        shelf.removeFromSuperview()
        #expect(badge.windowMoves.count == 2 && badge.windowMoves[1] == nil)
        badge.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(badge.frameChanges == 1)
    }

    final class Badge: UIView {
        var windowMoves: [UIWindow?] = []
        var frameChanges = 0
        override var frame: CGRect { didSet { frameChanges += 1 } }
        override func didMoveToWindow() {
            super.didMoveToWindow()
            windowMoves.append(window)
        }
    }
}
