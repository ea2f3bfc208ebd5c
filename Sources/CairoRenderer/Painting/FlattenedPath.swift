import Foundation
import CCairo
import QuartzCore

/// A context's current path flattened into polylines (by Cairo, to its device tolerance) and
/// measured by arc length, for what Cairo's stroker cannot be asked for: the part between two
/// fractions of the length (`strokeStart`…`strokeEnd`), and dashes laid out along it.
struct FlattenedPath {
    private struct Subpath {
        var points: [CGPoint]
        var closed: Bool

        var length: Double {
            zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
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
                subpaths.append(Subpath(points: [CGPoint(x: p.x, y: p.y)], closed: false))
            case CAIRO_PATH_LINE_TO:
                let p = data[i + 1].point
                if subpaths.isEmpty { subpaths.append(Subpath(points: [], closed: false)) }
                subpaths[subpaths.count - 1].points.append(CGPoint(x: p.x, y: p.y))
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
        let total = subpaths.reduce(0) { $0 + $1.length }
        guard total > 0 else { return }
        let from = start * total, to = end * total
        var travelled = 0.0
        for subpath in subpaths {
            let points = subpath.points
            let whole = from <= travelled && travelled + subpath.length <= to
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

    /// The path as polylines, cut into dashes when `dashes` (on and off lengths, starting
    /// `phase` into the pattern, afresh on each subpath, as Cairo and Core Graphics dash) has
    /// any; a closed subpath drawn undashed stays closed.
    func polylines(dashes: [Double], phase: Double) -> BezierPath {
        var result = BezierPath()
        let period = dashes.reduce(0, +)
        for subpath in subpaths where !subpath.points.isEmpty {
            guard period > 0 else {
                result.move(to: subpath.points[0])
                for point in subpath.points.dropFirst() { result.addLine(to: point) }
                if subpath.closed { result.close() }
                continue
            }
            // Where in the pattern the subpath starts, and whether the pen is down there.
            var index = 0, left = dashes[0], on = true
            var skip = phase.truncatingRemainder(dividingBy: period)
            if skip < 0 { skip += period }
            while skip > 0 {
                let step = min(skip, left)
                (skip, left) = (skip - step, left - step)
                if left <= 0 { index = (index + 1) % dashes.count; left = dashes[index]; on.toggle() }
            }
            if on { result.move(to: subpath.points[0]) }
            for (a, b) in zip(subpath.points, subpath.points.dropFirst()) {
                let segment = hypot(b.x - a.x, b.y - a.y)
                var done = 0.0
                while done < segment {
                    let step = min(segment - done, left)
                    done += step
                    left -= step
                    let t = segment > 0 ? done / segment : 1
                    let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on { result.addLine(to: point) }
                    if left <= 0 {
                        index = (index + 1) % dashes.count
                        left = dashes[index]
                        on.toggle()
                        if on { result.move(to: point) }
                    }
                }
            }
        }
        return result
    }
}
