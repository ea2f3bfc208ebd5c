import Foundation
import QuartzCore

/// The geometry of a page curling up from its bottom edge around a cylinder lying on it: page
/// points past the cylinder's line wrap onto the cylinder, and those past its top lie flipped
/// over on the page, back side up. The line starts at the bottom corner and travels until the
/// cylinder has rolled off the top, so at progress 1 nothing of the page is left.
struct PageCurl {
    /// The cylinder's radius as a fraction of the page's shorter side.
    static let radiusFraction = 0.1
    /// How far the cylinder's axis leans from horizontal, so the bottom-right corner lifts
    /// first, as iOS's curl does (radians).
    static let axisTilt = 0.22
    /// Segments the half-turn of the cylinder is drawn with.
    static let segments = 24

    let page: CGRect
    let radius: Double
    /// Unit direction from the flat part of the page toward the curled part (down, tilted right).
    let normal: CGPoint
    /// Where the cylinder's line lies, as s = point·normal.
    let line: Double

    init(page: CGRect, progress: Double) {
        self.page = page
        radius = PageCurl.radiusFraction * min(page.width, page.height)
        let normal = CGPoint(x: sin(PageCurl.axisTilt), y: cos(PageCurl.axisTilt))
        self.normal = normal
        let levels = page.cornersClockwise.map { $0.x * normal.x + $0.y * normal.y }
        let start = levels.max()!, end = levels.min()! - radius
        line = start + (end - start) * progress
    }

    /// Where a page point ends up: its place over the page plane, its height above it, and
    /// how far round the cylinder it has gone (0 flat, π flipped over).
    func curl(_ point: CGPoint) -> (position: CGPoint, height: Double, angle: Double) {
        let past = level(of: point) - line
        guard past > 0 else { return (point, 0, 0) }
        let angle = min(past / radius, .pi)
        // Past the half-turn the page runs straight back over itself.
        let along = past < .pi * radius ? radius * sin(angle) : -(past - .pi * radius)
        return (point + normal * (along - past), radius * (1 - cos(angle)), angle)
    }

    func level(of point: CGPoint) -> Double { point.x * normal.x + point.y * normal.y }

    /// The level where the page stands edge-on and its back comes into view.
    var quarterTurnLevel: Double { bendLevels[PageCurl.segments / 2] }

    /// The levels where the page's mapping bends: the cylinder's line and its segments.
    var bendLevels: [Double] {
        (0...PageCurl.segments).map { line + .pi * radius * Double($0) / Double(PageCurl.segments) }
    }
}

extension PageCurl {
    /// The page cut into bands between consecutive levels, each a convex polygon of page
    /// points. Neighbouring bands compute their shared points identically, so meshes built
    /// from them meet without seams.
    func bands(between levels: [Double]) -> [(low: Double, high: Double, polygon: [CGPoint])] {
        let corners = page.cornersClockwise
        let cornerLevels = corners.map(level(of:))
        let lowest = cornerLevels.min()!, highest = cornerLevels.max()!
        let cuts = ([lowest, highest] + levels.filter { $0 > lowest && $0 < highest }).sorted()
        var bands: [(low: Double, high: Double, polygon: [CGPoint])] = []
        for (low, high) in zip(cuts, cuts.dropFirst()) where high > low {
            var points: [CGPoint] = []
            for k in 0..<4 {
                let (a, b) = (corners[k], corners[(k + 1) % 4])
                let (la, lb) = (cornerLevels[k], cornerLevels[(k + 1) % 4])
                if la >= low && la <= high { points.append(a) }
                for cut in [low, high] where min(la, lb) < cut && cut < max(la, lb) {
                    points.append(a + (b - a) * ((cut - la) / (lb - la)))
                }
            }
            if points.count >= 3 { bands.append((low, high, PageCurl.convexOrder(points))) }
        }
        return bands
    }

    /// Points of a convex polygon in order round their centroid.
    private static func convexOrder(_ points: [CGPoint]) -> [CGPoint] {
        let n = Double(points.count)
        let centre = CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
        return points.sorted { atan2($0.y - centre.y, $0.x - centre.x) < atan2($1.y - centre.y, $1.x - centre.x) }
    }
}
