import Foundation
import Testing
import UIKit
@testable import CairoRenderer

/// `PageCurl`: the page stays flat before the cylinder's line, wraps onto the cylinder past
/// it (front quarter and back quarter alike lie on its surface), and lies flipped on top
/// beyond it; nothing is stretched.
@Suite struct PageCurlGeometryTests {
    static let page = CGRect(x: 0, y: 0, width: 300, height: 500)

    static func samplePoints() -> [CGPoint] {
        stride(from: 0.0, through: 300, by: 15).flatMap { x in stride(from: 0.0, through: 500, by: 12.5).map { CGPoint(x: x, y: $0) } }
    }

    @Test(arguments: [0.2, 0.45, 0.7])
    func pointsPastTheLineLieOnTheCylinder(progress: Double) {
        let curl = PageCurl(page: Self.page, progress: progress)
        let r = curl.radius
        var onCylinder = (front: 0, back: 0)
        for point in Self.samplePoints() {
            let past = curl.level(of: point) - curl.line
            guard past > 0, past < .pi * r else { continue }
            let (position, height, angle) = curl.curl(point)
            // In the plane across the axis: distance past the line and height; the axis is at (0, r).
            let along = curl.level(of: position) - curl.line
            #expect(abs((along * along + (height - r) * (height - r)).squareRoot() - r) < 1e-9)
            #expect(abs(angle - past / r) < 1e-12)
            if angle < .pi / 2 { onCylinder.front += 1 } else { onCylinder.back += 1 }
        }
        #expect(onCylinder.front > 0 && onCylinder.back > 0)
    }

    @Test func pointsBeforeTheLineStayAndPointsBeyondTheCylinderLieFlippedOnTop() {
        let curl = PageCurl(page: Self.page, progress: 0.4)
        for point in Self.samplePoints() {
            let past = curl.level(of: point) - curl.line
            let (position, height, _) = curl.curl(point)
            if past <= 0 {
                #expect(position == point && height == 0)
            } else if past >= .pi * curl.radius {
                // Mirrored across the line, a half-turn's length of page back, at the cylinder's top.
                #expect(abs(height - 2 * curl.radius) < 1e-9)
                #expect(abs((curl.level(of: position) - curl.line) + (past - .pi * curl.radius)) < 1e-9)
            }
        }
    }

    @Test func theCurlKeepsLengthsAcrossTheAxis() {
        // Two points on one line across the axis stay as far apart, measured along the bent page.
        let curl = PageCurl(page: Self.page, progress: 0.5)
        let start = CGPoint(x: 150, y: 250) + curl.normal * -(curl.level(of: CGPoint(x: 150, y: 250)) - curl.line + 10)
        var previous: (position: CGPoint, height: Double)?
        var length = 0.0
        let step = 0.25
        for k in 0...Int(4 * curl.radius / step) {
            let (position, height, _) = curl.curl(start + curl.normal * (Double(k) * step))
            if let p = previous {
                let dx = position.x - p.position.x, dy = position.y - p.position.y, dz = height - p.height
                length += (dx * dx + dy * dy + dz * dz).squareRoot()
            }
            previous = (position, height)
        }
        #expect(abs(length - 4 * curl.radius) < 0.01 * curl.radius)
    }

    @Test func theCurlStartsAtTheBottomRightCornerAndRollsOffTheTop() {
        let corners = Self.page.cornersClockwise
        #expect(PageCurl(page: Self.page, progress: 0).line == corners.map(PageCurl(page: Self.page, progress: 0).level).max())
        let end = PageCurl(page: Self.page, progress: 1)
        for point in Self.samplePoints() {
            let (position, height, _) = end.curl(point)
            // Every point has left the page's rectangle or rides above it on the cylinder's top.
            #expect(!Self.page.insetBy(dx: 1, dy: 1).contains(position) || height > 0)
            #expect(end.level(of: position) <= end.line + end.radius + 1e-9)
        }
    }
}
