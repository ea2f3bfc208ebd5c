import Foundation
import Testing
import UIKit

/// `UISpringTimingParameters` as iOS 17 reads them.
@Suite struct UISpringTimingParametersTests {
    @Test func perceptualSpringsTakeTheirPaceAndBounceAsIOS17Does() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        let omega = 2 * Double.pi / 0.5
        #expect(spring.keyPath == nil)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - omega * omega) < 1e-9)
        #expect(abs(spring.damping - 2 * 0.7 * omega) < 1e-9, "a bounce of 0.3 is a damping ratio of 0.7")
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-12)
        #expect(abs(spring.bounce - 0.3) < 1e-12)
        let overdamped = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(abs(overdamped.damping - 2 * 2 * (2 * Double.pi)) < 1e-9, "a bounce of −0.5 is a damping ratio of 2")
        #expect(abs(overdamped.bounce + 0.5) < 1e-12)
        let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        #expect(abs(parameters.spring(duration: 9).damping - spring.damping) < 1e-9, "the animator's duration does not change it")
    }

    @Test func aBouncelessSpringSettlesWithoutOvershoot() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var positions: [CGFloat] = []
        let clock = onClock {
            UIView.animate(springDuration: 0.5, bounce: 0) { view.center.x = 105 }
        }
        for step in 1...20 {
            clock.advance(to: Double(step) * 0.05)
            positions.append(view.layer.presentation()!.position.x)
        }
        #expect(positions.allSatisfy { $0 <= 105 + 1e-6 })
        #expect(abs(positions.last! - 105) < 0.5)
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
    }
}
