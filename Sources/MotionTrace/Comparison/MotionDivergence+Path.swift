import Foundation

extension MotionDivergence {
    /// Whether only the pace changed: where the layer is present, both sides start and end at the
    /// same values within tolerance and pass through the same values in between, each side's every
    /// sample lying on the other's path. A longer duration, a delay or another curve reads so; a
    /// bump, a new destination or an overshoot does not.
    var isRetimed: Bool {
        let golden = Side(expected), now = Side(actual)
        guard let first = golden.values.first, let last = golden.values.last,
              let actualFirst = now.values.first, let actualLast = now.values.last,
              golden.enters || now.enters || Self.near(first, actualFirst, limit),
              golden.leaves || now.leaves || Self.near(last, actualLast, limit) else { return false }
        return now.values.allSatisfy { Self.lies($0, on: golden, within: limit) } && golden.values.allSatisfy { Self.lies($0, on: now, within: limit) }
    }

    /// One side's values where the layer is present. A layer taken out of the tree before the
    /// trace ends (a bar's old title when the push completes) was caught part way along its path,
    /// which goes on past its last value; one put in late came from before its first.
    private struct Side {
        let values: [[Double]]
        let enters: Bool
        let leaves: Bool

        init(_ track: [[Double]?]) {
            values = track.compactMap { $0 }
            enters = !values.isEmpty && (track.first ?? nil) == nil
            leaves = !values.isEmpty && (track.last ?? nil) == nil
        }
    }

    /// Whether the layer is present on one side only wherever the values differ: it appears or
    /// goes away at another time, and holds the same values while both sides have it.
    var isPresenceOnly: Bool { property.unit == .flag || largestDifference.isInfinite }

    private static func near(_ a: [Double], _ b: [Double], _ limit: Double) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= limit }
    }

    /// Whether `point` is within `limit` of the polyline through `side`'s values, component by
    /// component: some point of some segment is no further than `limit` in every component. A
    /// side cut short goes on along its last (or first) segment for one more tick.
    private static func lies(_ point: [Double], on side: Side, within limit: Double) -> Bool {
        let path = side.values
        if path.count == 1 { return near(point, path[0], limit) }
        return path.indices.dropLast().contains { index in
            let (from, to) = (path[index], path[index + 1])
            guard from.count == point.count, to.count == point.count else { return false }
            // Cut short between two ticks: at most one more tick's travel on.
            var range = (side.enters && index == 0 ? -1.0 : 0)...(side.leaves && index == path.count - 2 ? 2 : 1)
            for component in point.indices {
                let (start, delta) = (from[component], to[component] - from[component])
                if delta == 0 {
                    guard abs(start - point[component]) <= limit else { return false }
                    continue
                }
                let (a, b) = ((point[component] - limit - start) / delta, (point[component] + limit - start) / delta)
                let lower = max(range.lowerBound, min(a, b)), upper = min(range.upperBound, max(a, b))
                guard lower <= upper else { return false }
                range = lower...upper
            }
            return true
        }
    }
}
