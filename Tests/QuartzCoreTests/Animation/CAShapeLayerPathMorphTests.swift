@testable import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// The circle-button article animates a mask from `bezierPathWithOvalInRect:` (which closes) to a full
/// `bezierPathWithArcCenter:` (which does not); iOS grows that circle smoothly.
@Suite struct CAShapeLayerPathMorphTests {
    let small = BezierPath(ovalIn: CGRect(x: 275, y: 535, width: 50, height: 50))
    let big = BezierPath(arcCenter: CGPoint(x: 300, y: 560), radius: 400, startAngle: 0, endAngle: 2 * .pi, clockwise: true)

    @Test func anOvalMorphsIntoAnArcPointByPoint() throws {
        #expect(small.elements.last == .close)
        #expect(big.elements.last != .close)
        #expect(small.hasSameStructure(as: big))
        let halfway = small.interpolated(to: big, fraction: 0.5)
        let right = try #require(halfway.elements.first?.points.first)
        #expect(abs(right.x - (300 + (25 + 400) / 2)) < 1e-9, "the start point is halfway between both radii")
        #expect(abs(right.y - 560) < 1e-9)
    }

    @Test func subpathsCloseWhereTheNearerEndClosesThem() {
        #expect(small.interpolated(to: big, fraction: 0.25).elements.last == .close)
        #expect(small.interpolated(to: big, fraction: 0.75).elements.last != .close)
    }

    @Test func differentDrawingCommandsStillSwitchAtTheMidpoint() {
        let square = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!square.hasSameStructure(as: small))
        #expect(square.interpolated(to: small, fraction: 0.49) == square)
        #expect(square.interpolated(to: small, fraction: 0.5) == small)
    }

    @Test func ovalsTouchTheirRectAndKeepOneStructure() {
        let rect = CGRect(x: 120, y: 320, width: 50, height: 50)
        let oval = BezierPath(ovalIn: rect)
        let ends = oval.elements.compactMap { $0.points.last }
        for p in [CGPoint(x: 170, y: 345), CGPoint(x: 145, y: 370), CGPoint(x: 120, y: 345), CGPoint(x: 145, y: 320)] {
            #expect(ends.contains { abs($0.x - p.x) < 1e-9 && abs($0.y - p.y) < 1e-9 })
        }
        #expect(oval.hasSameStructure(as: BezierPath(ovalIn: rect.insetBy(dx: -400, dy: -400))))
        #expect(!oval.hasSameStructure(as: BezierPath(rect: rect)))
    }
}
