@testable import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// `CAShapeLayer` as Core Animation defines it: its path is a `CGPath`, animatable.
@Suite struct CAShapeLayerTests {
    @Test func aShapeLayerTakesAMutablePathAndGivesBackAPathOfTheSameElements() throws {
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        let mask = CAShapeLayer()
        mask.fillRule = .evenOdd
        let path = spotlight(in: bounds, hole: CGRect(x: 100, y: 100, width: 80, height: 80))
        mask.path = path
        let stored = try #require(mask.path)
        #expect(stored == path)
        #expect(stored.boundingBox == bounds)
        // Inside the hole is outside the even-odd fill; the rest of the screen is inside.
        #expect(!stored.contains(CGPoint(x: 140, y: 140), using: .evenOdd))
        #expect(stored.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(stored.contains(CGPoint(x: 140, y: 140), using: .winding))
    }

    @Test func pathsAnimateAsAnimationValues() throws {
        let layer = CAShapeLayer()
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        let from = spotlight(in: square, hole: CGRect(x: 40, y: 40, width: 20, height: 20))
        let to = spotlight(in: square, hole: CGRect(x: 10, y: 10, width: 80, height: 80))
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        #expect((animation.toValue as? CGPath) == to)
        let clock = onClock {
            layer.path = to
            layer.add(animation, forKey: "reveal")
        }
        clock.advance(to: 0.5)
        // Halfway, with the default linear timing, the hole is halfway between its two sizes.
        let halfway = try #require(layer.presentation()?.path)
        #expect(!halfway.contains(CGPoint(x: 27, y: 50), using: .evenOdd))
        #expect(halfway.contains(CGPoint(x: 23, y: 50), using: .evenOdd))
        #expect(layer.value(forKeyPath: "path") as? CGPath == to)
    }

    /// The common spotlight mask: a screen-sized rectangle with a hole, filled even-odd.
    func spotlight(in bounds: CGRect, hole: CGRect) -> CGPath {
        let path = CGMutablePath()
        path.addRect(bounds)
        path.addRoundedRect(in: hole, cornerWidth: 12, cornerHeight: 12)
        return path
    }
}
