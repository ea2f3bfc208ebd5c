import Foundation
import Testing
@testable import CoreGraphics

@Suite struct BezierPathTests {
    func end(_ path: BezierPath) -> CGPoint { path.currentPoint }

    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func clockwiseArcsRunTowardIncreasingAnglesWithYDown() {
        let quarter = BezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(end(quarter), CGPoint(x: 10, y: 15)))
        #expect(quarter.controlPointBounds.maxY <= 15 + 1e-9 && quarter.controlPointBounds.minY >= 10 - 1e-9)
        // The counter-clockwise arc between the same angles goes the long way round, through the top.
        let long = BezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(end(long), CGPoint(x: 10, y: 15)))
        #expect(long.controlPointBounds.minY < 6)
    }

    @Test func roundedRectsStayInsideTheirRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let path = BezierPath(roundedRect: rect, cornerRadius: 12)
        #expect(path.controlPointBounds == rect)
    }

    @Test func transformsMoveEveryPoint() {
        let moved = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).applying(CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 2))
        #expect(moved.controlPointBounds == CGRect(x: 5, y: 7, width: 20, height: 20))
    }
}
