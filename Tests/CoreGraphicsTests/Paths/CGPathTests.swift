import Foundation
import Testing
@testable import CoreGraphics

/// `CGPath` and `CGMutablePath` as Core Graphics defines them: reference types, the mutable one
/// a subclass, building with Core Graphics' own calls and angle sense.
@Suite struct CGPathTests {

    @Test func aMutablePathDeclaredWithLetGrowsAndIsSharedByReference() {
        let path = CGMutablePath()
        let same = path
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 30, y: 40))
        #expect(same.currentPoint == CGPoint(x: 30, y: 40))
        #expect(same.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func aCopyNoLongerFollowsTheMutablePath() throws {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        let copy = try #require(path.copy())
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(copy.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(copy != path)
        #expect(copy == CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
    }

    @Test func coreGraphicsArcsTurnClockwiseInTheirOwnYUpSense() {
        // On a y-down screen, Core Graphics' clockwise arc from 0 to π/2 goes the long way round,
        // through the top: UIBezierPath's `clockwise` reads the other way.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(path.boundingBoxOfPath.minY + 10) < 1e-9)
        #expect(abs(path.boundingBoxOfPath.minX + 10) < 1e-9)
        let short = CGMutablePath()
        short.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(short.boundingBoxOfPath.minY) < 1e-9)
        #expect(abs(short.boundingBoxOfPath.maxY - 10) < 1e-9)
    }

    @Test func aTangentArcRoundsTheCornerBetweenTwoLines() {
        // From (0, 0) toward (100, 0), then down to (100, 100), with a radius of 20: the line
        // stops at (80, 0), the arc ends at (100, 20) around the centre (80, 20).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 20) < 1e-9)
        let box = path.boundingBoxOfPath
        #expect(abs(box.maxX - 100) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxY - 20) < 1e-9)
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        #expect(Array(types.prefix(2)) == [.moveToPoint, .addLineToPoint])
        #expect(types.dropFirst(2).allSatisfy { $0 == .addCurveToPoint } && types.count > 2)
    }

    @Test func aRelativeArcTurnsByItsDelta() {
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, delta: .pi)
        // A positive delta turns toward +y: through the bottom of the circle.
        #expect(abs(path.boundingBoxOfPath.maxY - 60) < 1e-9)
        #expect(abs(path.currentPoint.x - 40) < 1e-9)
    }

    @Test func aRectangleIsRecognisedAsOne() {
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 3, height: 4), transform: nil).isRect(nil))
    }

    @Test func applyWithBlockHandsOverEachElementsPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 5, y: 1), control: CGPoint(x: 3, y: 4))
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][element.pointee.type] ?? 0
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(seen.map(\.0) == [.moveToPoint, .addQuadCurveToPoint, .closeSubpath])
        #expect(seen[1].1 == [CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 1)])
    }

    @Test func aStrokedCopyCoversTheStrokesAreaWithItsCaps() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 100))
        let butt = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 50, y: 4)) && butt.contains(CGPoint(x: 50, y: -4)))
        #expect(!butt.contains(CGPoint(x: 50, y: 6)) && !butt.contains(CGPoint(x: -2, y: 0)))
        // The round join fills the outside of the corner; overlapping pieces do not cancel.
        #expect(butt.contains(CGPoint(x: 103, y: -3)) && butt.contains(CGPoint(x: 100, y: 0)))
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .round, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -4, y: 0)) && round.contains(CGPoint(x: 100, y: 104)))
        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .round, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -4, y: 4)) && !square.contains(CGPoint(x: -6, y: 0)))
    }
}
