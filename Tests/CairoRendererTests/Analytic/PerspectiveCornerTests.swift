import CairoRenderer
import Foundation
import Testing
import UIKit

/// The projected corners of a layer turned in perspective land within 0.5 px of the
/// math. Corners are read back from the bitmap's coverage: the two edges parallel to the
/// turning axis stay straight lines parallel to it, the other two are fitted through two
/// coverage measurements each and intersected with them.
@Suite struct PerspectiveCornerTests {
    static let size = (width: 400.0, height: 300.0)
    static let half = (x: 100.0, y: 70.0)
    static let eye = 500.0

    /// Expected screen corners (top-left, top-right, bottom-right, bottom-left) of a
    /// 200×140 layer centred on the screen, turned by `degrees`, worked out by hand from
    /// CATransform3DMakeRotation and m34 = −1/d: the corner offset (x, y) goes to
    /// (x cos θ, y, −x sin θ) about y, or (x, y cos θ, y sin θ) about x, then divides by
    /// w = 1 − z/d.
    static func expectedCorners(degrees: Double, aboutY: Bool) -> [(Double, Double)] {
        let (s, c) = (sin(degrees * .pi / 180), cos(degrees * .pi / 180))
        return [(-half.x, -half.y), (half.x, -half.y), (half.x, half.y), (-half.x, half.y)].map { x, y in
            let (X, Y, Z) = aboutY ? (x * c, y, -x * s) : (x, y * c, y * s)
            let w = 1 - Z / eye
            return (X / w + size.width / 2, Y / w + size.height / 2)
        }
    }

    static func render(degrees: Double, aboutY: Bool) -> Coverage {
        let root = Scene.root(width: size.width, height: size.height)
        let card = Scene.layer(CGRect(x: size.width / 2 - half.x, y: size.height / 2 - half.y, width: 2 * half.x, height: 2 * half.y),
                               color: .white)
        card.transform = Scene.turn(degrees, x: aboutY ? 0 : 1, y: aboutY ? 1 : 0, eyeDistance: eye)
        root.addSublayer(card)
        return Coverage(bitmap: Renderer().render(root, size: CGSize(width: size.width, height: size.height)))
    }

    @Test(arguments: [25.0, 40.0, -55.0, 70.0])
    func cornersOfATurnAboutY(degrees: Double) {
        let coverage = Self.render(degrees: degrees, aboutY: true)
        let middleRow = Int(Self.size.height / 2), middleColumn = Int(Self.size.width / 2)
        let (left, right) = coverage.horizontalEdges(row: middleRow, middle: middleColumn)
        // Two columns a little inside each vertical edge give the slanted top and bottom edges.
        let columns = [Int(left.rounded(.up)) + 2, Int(right.rounded(.down)) - 3]
        let spans = columns.map { coverage.verticalEdges(column: $0, middle: middleRow) }
        let xs = columns.map { Double($0) + 0.5 }
        func top(_ x: Double) -> Double { lineThrough((xs[0], spans[0].top), (xs[1], spans[1].top), at: x) }
        func bottom(_ x: Double) -> Double { lineThrough((xs[0], spans[0].bottom), (xs[1], spans[1].bottom), at: x) }
        let measured = [(left, top(left)), (right, top(right)), (right, bottom(right)), (left, bottom(left))]
        expectClose(measured, Self.expectedCorners(degrees: degrees, aboutY: true), degrees: degrees)
    }

    @Test(arguments: [25.0, 40.0, -55.0, 70.0])
    func cornersOfATurnAboutX(degrees: Double) {
        let coverage = Self.render(degrees: degrees, aboutY: false)
        let middleRow = Int(Self.size.height / 2), middleColumn = Int(Self.size.width / 2)
        let (top, bottom) = coverage.verticalEdges(column: middleColumn, middle: middleRow)
        let rows = [Int(top.rounded(.up)) + 2, Int(bottom.rounded(.down)) - 3]
        let spans = rows.map { coverage.horizontalEdges(row: $0, middle: middleColumn) }
        let ys = rows.map { Double($0) + 0.5 }
        func left(_ y: Double) -> Double { lineThrough((ys[0], spans[0].left), (ys[1], spans[1].left), at: y) }
        func right(_ y: Double) -> Double { lineThrough((ys[0], spans[0].right), (ys[1], spans[1].right), at: y) }
        let measured = [(left(top), top), (right(top), top), (right(bottom), bottom), (left(bottom), bottom)]
        expectClose(measured, Self.expectedCorners(degrees: degrees, aboutY: false), degrees: degrees)
    }

    private func expectClose(_ measured: [(Double, Double)], _ expected: [(Double, Double)], degrees: Double) {
        for (m, e) in zip(measured, expected) {
            #expect(abs(m.0 - e.0) <= 0.5 && abs(m.1 - e.1) <= 0.5,
                    "turned \(degrees)°: corner measured at \(m), expected \(e)")
        }
    }
}
