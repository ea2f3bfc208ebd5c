import Foundation
import Testing
@testable import UIKit
import QuartzCore

/// The SVG path-data reader the symbol stand-ins are drawn from.
@Suite struct SVGPathDataTests {
    @Test func compactNumbersRepeatsAndRelativeCommandsReadAsSVGDoes() {
        // `6.87.64` is two numbers, `-` starts one, and pairs after a move are lines.
        let path = SVGPathData.path("M10,10l6.87.64-1.5-2 20 0h5v-5H0V0z")
        let expected: [CGPoint] = [(10, 10), (16.87, 10.64), (15.37, 8.64), (35.37, 8.64), (40.37, 8.64), (40.37, 3.64), (0, 3.64), (0, 0)]
            .map { CGPoint(x: $0.0, y: $0.1) }
        let points = path.elements.compactMap { element -> CGPoint? in
            switch element {
            case let .move(to), let .line(to): to
            default: nil
            }
        }
        #expect(points.count == expected.count && path.elements.last == .close && path.elements.count == expected.count + 1)
        for (point, wanted) in zip(points, expected) { #expect(hypot(point.x - wanted.x, point.y - wanted.y) < 1e-9) }
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() {
        let path = SVGPathData.path("M0,0 C10,0 20,10 20,20 S30,40 40,40 Q50,40 50,50 T50,70")
        guard case let .curve(_, reflected, _) = path.elements[2], case let .quadCurve(_, smooth) = path.elements[4] else {
            Issue.record("expected a cubic and a quadratic curve, got \(path.elements)")
            return
        }
        #expect(reflected == CGPoint(x: 20, y: 30))
        #expect(smooth == CGPoint(x: 50, y: 60))
    }

    @Test func anArcBecomesCurvesThatStayOnItsCircle() {
        // Phosphor's circle: two half arcs of radius 88 about (128, 128).
        let path = SVGPathData.path("M128,40a88,88,0,1,1-88,88A88,88,0,0,1,128,40Z")
        let points = path.elements.compactMap { element -> CGPoint? in
            if case let .curve(to, _, _) = element { return to } else { return nil }
        }
        #expect(points.count >= 4)
        for point in points { #expect(abs(hypot(point.x - 128, point.y - 128) - 88) < 1e-6) }
        #expect(points.last == CGPoint(x: 128, y: 40))
        // A quarter-turn cubic bulges at most 0.03 % off the circle: check its midpoints.
        let box = CGPath(path).boundingBoxOfPath
        #expect(abs(box.minX - 40) < 0.1 && abs(box.maxX - 216) < 0.1 && abs(box.minY - 40) < 0.1 && abs(box.maxY - 216) < 0.1)
    }

    @Test func packedArcFlagsAndTooSmallRadiiAreReadAsBrowsersDo() {
        // `a1 1 0 0110 0`: flags packed against the end point; radius 1 cannot span 10, so it grows to 5.
        let path = SVGPathData.path("M0,0a1 1 0 0110 0")
        let box = CGPath(path).boundingBoxOfPath
        #expect(abs(box.width - 10) < 1e-6 && abs(box.height - 5) < 0.01)
        #expect(box.minY < -4.9, "sweep 1 from left to right goes up, y down")
    }

    @Test func malformedDataKeepsWhatCameBeforeTheError() {
        let path = SVGPathData.path("M0,0L10,10L20")
        #expect(path.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 10))])
    }
}
