import Foundation

extension MotionTrace {
    /// The tracks of `actual` that leave this golden trace by more than `tolerance` at some tick,
    /// in the trace's order (`changes(from:)` reads them layer by layer, cause first). A track
    /// that moves on one side only is compared with its steady value on the other: the layer held
    /// still there.
    ///
    ///     for divergence in golden.divergences(from: actual) { print(divergence) }
    ///     // ScreenView/UIWindow/…/Card position: the motion ends at 500 ms instead of 350 ms; first diverges at 217 ms (tick 13): …
    package func divergences(from actual: MotionTrace, tolerance: MotionTolerance = .default) -> [MotionDivergence] {
        let ticks = max(tickCount, actual.tickCount)
        var pairs: [(expected: MotionTrack?, actual: MotionTrack?)] = tracks.map { ($0, actual.track(layer: $0.layer, property: $0.property)) }
        pairs += actual.tracks.filter { track(layer: $0.layer, property: $0.property) == nil }.map { (nil, $0) }
        return pairs.compactMap { pair in
            let expected = (pair.expected ?? pair.actual!.heldStill()).stretched(to: ticks)
            let actual = (pair.actual ?? pair.expected!.heldStill()).stretched(to: ticks)
            return Self.divergence(expected: expected, actual: actual, limit: tolerance.limit(for: expected.property.unit))
        }
    }

    private static func divergence(expected: MotionTrack, actual: MotionTrack, limit: Double) -> MotionDivergence? {
        var first: Int?
        var largest = (tick: 0, difference: 0.0)
        var present: (tick: Int, difference: Double)?
        for tick in expected.values.indices {
            let difference = Self.difference(expected.values[tick], actual.values[tick])
            guard difference > limit else { continue }
            if first == nil { first = tick }
            if difference > largest.difference { largest = (tick, difference) }
            // Where both sides have the layer, the gap says how far the motion moved; where only
            // one does, the cause ("ends at … instead of …") says more than an infinity would.
            if difference.isFinite, difference > present?.difference ?? 0 { present = (tick, difference) }
        }
        largest = present ?? largest
        guard let first else { return nil }
        return MotionDivergence(layer: expected.layer, property: expected.property, firstTick: first,
                                largestTick: largest.tick, largestDifference: largest.difference, limit: limit,
                                expected: expected.values, actual: actual.values)
    }

    /// The largest difference of any component; infinite when only one side has a value.
    private static func difference(_ a: [Double]?, _ b: [Double]?) -> Double {
        switch (a, b) {
        case (nil, nil): return 0
        case let (a?, b?) where a.count == b.count: return zip(a, b).map { abs($0 - $1) }.max() ?? 0
        default: return .infinity
        }
    }
}

extension MotionTrack {
    /// The track as it would be had the layer held its first value wherever it is present.
    func heldStill() -> MotionTrack {
        let first = values.first { $0 != nil } ?? nil
        return MotionTrack(layer: layer, property: property, values: values.map { $0 == nil ? nil : first })
    }

    /// The track over `ticks` ticks, holding its last value past its end: it has settled.
    func stretched(to ticks: Int) -> MotionTrack {
        MotionTrack(layer: layer, property: property, values: (0..<ticks).map { value(at: $0) })
    }
}
