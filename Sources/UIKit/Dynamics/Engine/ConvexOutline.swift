import Foundation
import QuartzCore

/// A convex polygon in reference-view coordinates with each edge's outward normal: an item's
/// collision outline, or a boundary segment (two vertices, an edge facing each way).
struct ConvexOutline {
    let vertices: [CGPoint]
    /// `normals[i]` faces out of the edge from `vertices[i]` to the next vertex.
    let normals: [CGPoint]

    /// The outline through `points` in either winding; repeated points are dropped.
    init(polygon points: [CGPoint]) {
        var vertices: [CGPoint] = []
        for point in points where vertices.last.map({ ($0 - point).length > ConvexOutline.samePoint }) ?? true {
            vertices.append(point)
        }
        if vertices.count > 1, let first = vertices.first, (vertices[vertices.count - 1] - first).length <= ConvexOutline.samePoint {
            vertices.removeLast()
        }
        guard vertices.count > 2 else {
            self = vertices.count == 2 ? ConvexOutline(segmentFrom: vertices[0], to: vertices[1]) : ConvexOutline(vertices: [], normals: [])
            return
        }
        let count = vertices.count
        let area = vertices.indices.reduce(0) { $0 + vertices[$1].cross(vertices[($1 + 1) % count]) }
        // A positive area winds clockwise on a y-down screen, where the quarter turn points in.
        let outward: CGFloat = area > 0 ? -1 : 1
        self.init(vertices: vertices, normals: vertices.indices.map { i in
            let edge = vertices[(i + 1) % count] - vertices[i]
            return edge.perpendicular * (outward / edge.length)
        })
    }

    init(segmentFrom a: CGPoint, to b: CGPoint) {
        let edge = b - a
        let length = edge.length
        guard length > ConvexOutline.samePoint else {
            self.init(vertices: [], normals: [])
            return
        }
        let normal = edge.perpendicular * (1 / length)
        self.init(vertices: [a, b], normals: [normal, -normal])
    }

    private init(vertices: [CGPoint], normals: [CGPoint]) {
        (self.vertices, self.normals) = (vertices, normals)
    }

    var isEmpty: Bool { vertices.isEmpty }

    /// Points closer than this are one vertex.
    private static let samePoint: CGFloat = 1e-6
}
