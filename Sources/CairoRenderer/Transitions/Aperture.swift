import Foundation
import QuartzCore

/// The shutter at an openness from 0 (closed) to 1 (open just past the layer's corners).
struct Aperture {
    let bounds: CGRect
    /// The corners' directions from the centre, as on a unit circle.
    let directions: [CGPoint]
    let corners: [CGPoint]

    init(bounds: CGRect, openness: Double) {
        self.bounds = bounds
        let n = CameraIrisEffect.bladeCount
        // Open means the polygon's inscribed circle clears the corners.
        let openRadius = bounds.halfDiagonal / cos(Double.pi / Double(n)) + CameraIrisEffect.seamWidth
        let radius = openRadius * openness
        let turn = CameraIrisEffect.twist * (1 - openness)
        directions = (0..<n).map { k in
            let angle = turn + 2 * Double.pi * Double(k) / Double(n) - Double.pi / 2
            return CGPoint(x: cos(angle), y: sin(angle))
        }
        corners = directions.map { bounds.center + $0 * radius }
    }

    /// The layer's rectangle with the aperture cut out (even-odd).
    var outside: BezierPath {
        var path = BezierPath(rect: bounds)
        path.append(polygon)
        return path
    }

    var polygon: BezierPath {
        var path = BezierPath()
        path.move(to: corners[0])
        for corner in corners.dropFirst() { path.addLine(to: corner) }
        path.close()
        return path
    }

    /// Each blade's edge: one side of the aperture carried on past its corner out of the
    /// layer, the pinwheel a shutter shows.
    var seams: BezierPath {
        var path = polygon
        for k in corners.indices {
            path.move(to: corners[k])
            path.addLine(to: seamEnd(k))
        }
        return path
    }

    /// The blades, one per side of the aperture: the strip between the seams from that side's
    /// two corners, with the direction it faces from the centre and a point on its leading
    /// edge (the aperture's side, carried on as the seam the blade lies over its neighbour
    /// along). Together they cover the layer outside the aperture.
    var blades: [(outline: BezierPath, facing: CGPoint, edge: CGPoint)] {
        corners.indices.map { k in
            let next = (k + 1) % corners.count
            var outline = BezierPath()
            outline.move(to: corners[k])
            outline.addLine(to: seamEnd(k))
            outline.addLine(to: seamEnd(next))
            outline.addLine(to: corners[next])
            outline.close()
            let middle = directions[k] + directions[next]
            let length = (middle.x * middle.x + middle.y * middle.y).squareRoot()
            return (outline, middle * (1 / length), corners[k])
        }
    }

    /// Where the seam from corner `k` leaves the layer.
    private func seamEnd(_ k: Int) -> CGPoint {
        let reach = 2 * (bounds.width + bounds.height)
        let along = directions[k] - directions[(k + 1) % directions.count]
        let length = (along.x * along.x + along.y * along.y).squareRoot()
        return corners[k] + along * (reach / length)
    }
}

extension CGRect {
    /// Half the rectangle's diagonal: how far its corners lie from its centre.
    var halfDiagonal: Double { (width * width + height * height).squareRoot() / 2 }
}
