import Foundation
import CCairo

/// The part of a path between two fractions of its arc length, as `strokeStart`/`strokeEnd`
/// draw it: the path is flattened (by Cairo, to its device tolerance), measured subpath by
/// subpath, and cut into open polylines.
struct PathTrimmer {
    private struct Subpath {
        var points: [(x: Double, y: Double)]
        var closed: Bool
    }

    private var subpaths: [Subpath] = []

    /// Reads and flattens the context's current path.
    init(flattening cr: OpaquePointer) {
        guard let flat = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(flat) }
        guard flat.pointee.status == CAIRO_STATUS_SUCCESS else { return }
        let data = flat.pointee.data!
        var i = 0
        while i < Int(flat.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                let p = data[i + 1].point
                subpaths.append(Subpath(points: [(p.x, p.y)], closed: false))
            case CAIRO_PATH_LINE_TO:
                let p = data[i + 1].point
                if subpaths.isEmpty { subpaths.append(Subpath(points: [], closed: false)) }
                subpaths[subpaths.count - 1].points.append((p.x, p.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let first = subpaths.last?.points.first {
                    subpaths[subpaths.count - 1].points.append(first)
                    subpaths[subpaths.count - 1].closed = true
                }
            default:
                break
            }
            i += max(1, Int(header.length))
        }
    }

    /// Replaces the context's path with the pieces lying between `start` and `end` (0…1) of
    /// the total length.
    func replacePath(on cr: OpaquePointer, from start: Double, to end: Double) {
        cairo_new_path(cr)
        let total = subpaths.reduce(0) { $0 + length(of: $1) }
        guard total > 0 else { return }
        let from = start * total, to = end * total
        var travelled = 0.0
        for subpath in subpaths {
            let points = subpath.points
            let whole = from <= travelled && travelled + length(of: subpath) <= to
            var penDown = false
            for k in 1..<max(1, points.count) {
                let a = points[k - 1], b = points[k]
                let segment = hypot(b.x - a.x, b.y - a.y)
                let s0 = travelled, s1 = travelled + segment
                travelled = s1
                guard s1 >= from, s0 <= to, segment > 0 else { continue }
                let t0 = max(0, (from - s0) / segment), t1 = min(1, (to - s0) / segment)
                if !penDown {
                    cairo_move_to(cr, a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0)
                    penDown = true
                }
                cairo_line_to(cr, a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1)
            }
            // A closed subpath drawn whole keeps its join at the start point.
            if whole && subpath.closed && penDown { cairo_close_path(cr) }
        }
    }

    private func length(of subpath: Subpath) -> Double {
        var sum = 0.0
        for k in subpath.points.indices.dropFirst() {
            let a = subpath.points[k - 1], b = subpath.points[k]
            sum += hypot(b.x - a.x, b.y - a.y)
        }
        return sum
    }
}
