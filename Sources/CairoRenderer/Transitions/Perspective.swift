import QuartzCore

/// The perspective of the 3D transitions: an eye `distance` in front of the layer's centre,
/// as a transform with m34 = −1/distance applied about the layer's anchor point.
struct Perspective {
    /// Core Animation's built-in transitions look through m34 = −1/1000.
    static let standardDistance = 1000.0

    let center: CGPoint
    let distance: Double

    init(center: CGPoint, distance: Double = Perspective.standardDistance) {
        (self.center, self.distance) = (center, distance)
    }

    /// The vertex showing `source` at (x, y) in the layer's plane lifted by z toward the eye.
    func vertex(showing source: CGPoint, at point: CGPoint, z: Double) -> WarpMesh.Vertex {
        let w = 1 - z / distance
        return WarpMesh.Vertex(source: source,
                               destination: CGPoint(x: center.x + (point.x - center.x) / w, y: center.y + (point.y - center.y) / w),
                               w: w)
    }
}
