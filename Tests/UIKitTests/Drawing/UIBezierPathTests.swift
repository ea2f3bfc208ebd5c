import Foundation
import Testing
import UIKit

/// `UIBezierPath` as UIKit defines it: a reference type over a `CGPath`.
@Suite struct UIBezierPathTests {
    @Test func aBezierPathAndItsCGPathConvertBothWays() {
        let bezier = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 6)
        let path = bezier.cgPath
        let back = UIBezierPath(cgPath: path)
        #expect(back.cgPath == path)
        bezier.cgPath = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 1, height: 1))
        let layer = CALayer()
        layer.shadowPath = path
        #expect(layer.shadowPath == path)
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
}
