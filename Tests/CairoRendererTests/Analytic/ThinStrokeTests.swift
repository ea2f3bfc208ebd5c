import CairoRenderer
import Foundation
import Pixels
import Testing
import UIKit

/// Strokes too thin for Cairo to draw alike in every release (a pen under a device pixel in
/// some direction, round joins under a squashing transform) are filled as outlines: they must
/// still cover what the stroke covers, with dashes, caps and joins.
@Suite struct ThinStrokeTests {
    /// A line `width` points wide along `path`, black on transparent, at 1 px a point, through
    /// `transform`.
    func stroke(_ path: UIBezierPath, width: Double, transform: CATransform3D = CATransform3DIdentity,
                dashes: [NSNumber]? = nil, join: CAShapeLayerLineJoin = .miter) -> Coverage {
        let root = Scene.root(width: 100, height: 100)
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        shape.transform = transform
        shape.path = path.cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = width
        shape.lineDashPattern = dashes
        shape.lineJoin = join
        root.addSublayer(shape)
        return Coverage(bitmap: Renderer(scale: 1).render(root, size: root.bounds.size))
    }

    func line(from a: CGPoint, to b: CGPoint) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    @Test(arguments: [0.25, 0.5, 0.8])
    func aHairlineCoversItsWidthTimesItsLength(width: Double) {
        let covered = stroke(line(from: CGPoint(x: 10, y: 50.3), to: CGPoint(x: 90, y: 50.3)), width: width).area
        #expect(abs(covered - 80 * width) < 0.02 * 80 * width, "\(covered) pixels")
    }

    @Test func aDashedHairlineLeavesItsGaps() {
        let solid = stroke(line(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 90, y: 50)), width: 0.5)
        let dashed = stroke(line(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 90, y: 50)), width: 0.5, dashes: [4, 4])
        #expect(abs(dashed.area - solid.area / 2) < 0.5)
        #expect(dashed.alpha(11, 50) + dashed.alpha(11, 49) > 0 && dashed.alpha(15, 50) + dashed.alpha(15, 49) == 0,
                "on for the first 4 points, off for the next 4")
    }

    @Test func aSquashedStrokeKeepsItsThinSideThin() {
        // Scaled to a quarter across: the vertical line, 2 points wide, covers half a pixel a row.
        let squashed = stroke(line(from: CGPoint(x: 50, y: 10), to: CGPoint(x: 50, y: 90)), width: 2,
                              transform: CATransform3DMakeScale(0.25, 1, 1))
        #expect(abs(squashed.area - 80 * 0.5) < 0.02 * 40)
    }

    @Test func squashedRoundJoinsCoverTheSameAsTheirStroke() {
        let chevron = UIBezierPath()
        chevron.move(to: CGPoint(x: 40, y: 20))
        chevron.addLine(to: CGPoint(x: 60, y: 50))
        chevron.addLine(to: CGPoint(x: 40, y: 80))
        let plain = stroke(chevron, width: 4, join: .round)
        let squashed = stroke(chevron, width: 4, transform: CATransform3DMakeScale(0.5, 1, 1), join: .round)
        // Halving x halves every area.
        #expect(abs(squashed.area - plain.area / 2) < 0.02 * plain.area)
    }
}
