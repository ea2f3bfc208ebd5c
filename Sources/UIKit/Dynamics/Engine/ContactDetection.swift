import Foundation
import QuartzCore

/// Finds where outlines touch or are about to: separating axes to tell whether they come
/// within `margin` points of each other, then the incident edge clipped to the reference edge
/// for up to two points, so a box resting flat is held at both corners. Points not yet
/// touching let the solver stop an item exactly where it meets the other, rather than after
/// it has sunk in.
enum ContactDetection {
    /// The points where `body` is within `margin` of `other` or overlaps it.
    static func contacts(of body: ConvexOutline, with other: ConvexOutline, within margin: CGFloat) -> [ContactPoint] {
        guard !body.isEmpty, !other.isEmpty else { return [] }
        let fromBody = deepestSeparation(of: body, against: other)
        guard fromBody.separation <= margin else { return [] }
        let fromOther = deepestSeparation(of: other, against: body)
        guard fromOther.separation <= margin else { return [] }
        // Prefer the other outline's face when the two are nearly as good, so a resting item
        // keeps one reference face from step to step instead of flickering between two.
        if fromOther.separation >= fromBody.separation - referenceFacePreference {
            return clip(incident: body, against: other, edge: fromOther.edge, within: margin)
                .map { ContactPoint(onBody: $0.incident, onOther: $0.reference, normal: $0.normal) }
        }
        return clip(incident: other, against: body, edge: fromBody.edge, within: margin)
            .map { ContactPoint(onBody: $0.reference, onOther: $0.incident, normal: -$0.normal) }
    }

    /// The vertices of `body` within `margin` of a wall through `point` facing `inward`, or
    /// past it.
    static func contacts(of body: ConvexOutline, insideWallThrough point: CGPoint, facing inward: CGPoint,
                         within margin: CGFloat) -> [ContactPoint] {
        body.vertices.compactMap { vertex in
            let separation = (vertex - point).dot(inward)
            guard separation <= margin else { return nil }
            return ContactPoint(onBody: vertex, onOther: vertex - inward * separation, normal: inward)
        }
    }

    /// Lets the other outline's face win when its separation is this much (points) worse.
    private static let referenceFacePreference: CGFloat = 0.05

    /// The edge of `outline` that `other` reaches least far past, and by how much (positive
    /// when `other` lies wholly in front of it: the two are apart).
    private static func deepestSeparation(of outline: ConvexOutline, against other: ConvexOutline) -> (separation: CGFloat, edge: Int) {
        var best = (separation: -CGFloat.infinity, edge: 0)
        for (edge, normal) in outline.normals.enumerated() {
            let origin = outline.vertices[edge]
            let nearest = other.vertices.map { ($0 - origin).dot(normal) }.min() ?? .infinity
            if nearest > best.separation { best = (nearest, edge) }
        }
        return best
    }

    /// The incident outline's edge that faces `reference`'s edge most squarely, cut to that
    /// edge's extent; each point behind the edge is a contact, paired with the point on it.
    private static func clip(incident: ConvexOutline, against reference: ConvexOutline, edge: Int, within margin: CGFloat)
        -> [(incident: CGPoint, reference: CGPoint, normal: CGPoint)] {
        let normal = reference.normals[edge]
        let start = reference.vertices[edge], end = reference.vertices[(edge + 1) % reference.vertices.count]
        let incidentEdge = incident.normals.indices.min { incident.normals[$0].dot(normal) < incident.normals[$1].dot(normal) } ?? 0
        var points = [incident.vertices[incidentEdge], incident.vertices[(incidentEdge + 1) % incident.vertices.count]]
        let tangent = (end - start) * (1 / (end - start).length)
        points = keep(points) { ($0 - start).dot(-tangent) }
        points = keep(points) { ($0 - end).dot(tangent) }
        return points.compactMap { point in
            let separation = (point - start).dot(normal)
            guard separation <= margin else { return nil }
            return (point, point - normal * separation, normal)
        }
    }

    /// The part of a segment where `distance` is at most 0.
    private static func keep(_ segment: [CGPoint], where distance: (CGPoint) -> CGFloat) -> [CGPoint] {
        guard segment.count == 2 else { return segment.filter { distance($0) <= 0 } }
        let (a, b) = (segment[0], segment[1])
        let (da, db) = (distance(a), distance(b))
        switch (da <= 0, db <= 0) {
        case (true, true): return [a, b]
        case (false, false): return []
        default:
            let crossing = a + (b - a) * (da / (da - db))
            return da <= 0 ? [a, crossing] : [crossing, b]
        }
    }
}
