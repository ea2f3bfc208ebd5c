import Foundation
import Testing
import UIKit

/// UIKit's views, paths and gestures as iOS code uses them.
@Suite struct UIKitSurfaceTests {
    final class PhotoView: UIImageView {
        convenience init(named name: String) {
            self.init(frame: .zero)
            image = UIImage(named: name)
        }
    }

    final class Avatar: UIImageView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            image = UIImage(systemName: "person")
        }

        required init?(coder: NSCoder) { return nil }
    }

    @Test func anImageSetInAnyInitializerIsShown() {
        #expect(PhotoView(named: "beach").layer.contents != nil)
        #expect(Avatar(frame: .zero).layer.contents != nil)
        #expect(UIImageView(image: UIImage(named: "x")).layer.contents != nil)
    }

    @Test func aBezierPathIsSharedByReference() {
        let path = UIBezierPath()
        let same = path
        same.move(to: .zero)
        same.addLine(to: CGPoint(x: 10, y: 0))
        #expect(!path.isEmpty)
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
    }

    @Test func boundsCountControlPointsButTheCurveBoxDoesNot() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 100), controlPoint2: CGPoint(x: 100, y: 100))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve only reaches three quarters of the way to its control points.
        #expect(abs(path.cgPath.boundingBoxOfPath.height - 75) < 1e-9)
    }

    @Test func aSnapshotKeepsTheLookOfTheMomentItWasTaken() throws {
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        card.backgroundColor = .red
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: false))
        card.backgroundColor = .blue
        #expect(snapshot.frame == card.frame)
        guard case .picture(let picture)? = (snapshot as? UIImageView)?.image?.cgImage?.content else {
            Issue.record("the snapshot shows no picture")
            return
        }
        #expect((picture as! CALayer).sublayers?.first?.backgroundColor == UIColor.red.cgColor)
    }

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

    @Test func aPlayedPanReportsItsStatesTranslationAndVelocity() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let pan = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        pan.edges = .left
        var seen: [(UIGestureRecognizer.State, CGPoint, CGPoint)] = []
        pan.addTarget { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            seen.append((pan.state, pan.translation(in: view), pan.velocity(in: view)))
        }
        view.addGestureRecognizer(pan)
        let clock = onClock {
            pan.play(.init(from: CGPoint(x: 0, y: 300), samples: [(0.1, CGPoint(x: 50, y: 0)), (0.2, CGPoint(x: 150, y: 0))]))
        }
        clock.advance(to: 1)
        // A finger reports every 1/60 s: six moves to the first sample, six more to the lift.
        #expect(seen.map(\.0) == [.began] + Array(repeating: .changed, count: 11) + [.ended])
        #expect(seen[6].1 == CGPoint(x: 50, y: 0), "exactly at the first sample")
        #expect(abs(seen[3].1.x - 25) < 1e-9, "half way to it, half way through its time")
        #expect(seen.last?.1 == CGPoint(x: 150, y: 0))
        #expect(seen.last.map { abs($0.2.x - 1000) < 1e-6 } == true)
        #expect(view.gestureRecognizers?.count == 1)
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

/// The extension nearly every iOS app has: a colour from a hex number, as a convenience init.
extension UIColor {
    convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }
}

@Suite struct UIColorExtensionTests {
    @Test func aConvenienceInitInAnExtensionMakesTheColour() {
        let brand = UIColor(hex: 0x34C759)
        #expect(brand == UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1))
        #expect(brand.cgColor.alpha == 1)
        let view = UIView()
        view.backgroundColor = UIColor(hex: 0xFF0000, alpha: 0.5)
        #expect(view.backgroundColor == UIColor.red.withAlphaComponent(0.5))
    }
}
