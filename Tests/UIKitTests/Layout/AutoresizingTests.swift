import Foundation
import Testing
import UIKit

/// `autoresizingMask` as UIKit applies it when a superview changes size.
@Suite struct AutoresizingTests {
    @Test func autoresizingSubviewsFollowTheirSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = UIView(frame: CGRect(x: 80, y: 80, width: 10, height: 10))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        // No mask, UIView's default: the view keeps its frame, and a superview that shrinks
        // and masks to its bounds cuts it off (uikit-spring-pop's cards).
        let fixed = UIView(frame: CGRect(x: 60, y: 20, width: 30, height: 30))
        container.addSubview(fill)
        container.addSubview(corner)
        container.addSubview(fixed)
        #expect(fixed.autoresizingMask == [])
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 280))
        #expect(corner.frame == CGRect(x: 180, y: 280, width: 10, height: 10))
        #expect(fixed.frame == CGRect(x: 60, y: 20, width: 30, height: 30))
        container.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(fixed.frame == CGRect(x: 60, y: 20, width: 30, height: 30))
    }
}
