import Foundation

/// What a diverging track's two sides say about why the motion changed, in the words a person
/// would use: "the motion ends at 500 ms instead of 350 ms", "starts 50 ms later",
/// "overshoots by 12 pt", "ends at 80 instead of 100". Read from the component that travels
/// furthest; nil when neither side moves, or when only the path in between changed.
struct MotionCause {
    let expected: [[Double]?]
    let actual: [[Double]?]
    let unit: MotionUnit
    /// The tolerance: a change no larger than this is no change.
    let limit: Double

    var description: String? {
        guard let component = travellingComponent else { return nil }
        let before = Motion(expected, component: component, limit: limit)
        let now = Motion(actual, component: component, limit: limit)
        guard before.moves || now.moves else { return nil }
        var causes: [String] = []
        if unit == .flag {
            // A flag changes in one step: say when, not when a motion starts and ends.
            guard let end = before.end, let actualEnd = now.end, end != actualEnd else { return nil }
            let change = now.final == 0 ? "disappears" : "appears"
            return "\(change) at \(milliseconds(actualEnd)) instead of \(milliseconds(end))"
        }
        if let end = before.end, let actualEnd = now.end, end != actualEnd {
            causes.append("the motion ends at \(milliseconds(actualEnd)) instead of \(milliseconds(end))")
        }
        if let start = before.start, let actualStart = now.start, start != actualStart {
            let shift = actualStart - start
            causes.append("starts \(milliseconds(abs(shift))) \(shift > 0 ? "later" : "earlier")")
        }
        let extra = now.overshoot - before.overshoot
        if extra > limit {
            causes.append(before.overshoot > limit ? "overshoots \(amount(extra)) more" : "overshoots by \(amount(now.overshoot))")
        } else if -extra > limit {
            causes.append(now.overshoot > limit ? "overshoots \(amount(-extra)) less" : "no longer overshoots (it overshot by \(amount(before.overshoot)))")
        }
        // Where both sides still have the layer at the end: one removed early has no final value.
        if (expected.last ?? nil) != nil, (actual.last ?? nil) != nil, let final = before.final, let actualFinal = now.final,
           abs(final - actualFinal) > limit {
            causes.append("ends at \(unit.text(unit.rounded(actualFinal))) instead of \(unit.text(unit.rounded(final)))")
        }
        return causes.isEmpty ? nil : causes.joined(separator: ", ")
    }

    /// When the travelling component leaves its first value and when it settles, on each side;
    /// for a flag, when it changes. Nil when a side holds still.
    var span: MotionSpan? {
        guard let component = travellingComponent else { return nil }
        let before = Motion(expected, component: component, limit: limit)
        let now = Motion(actual, component: component, limit: limit)
        guard let start = before.start, let end = before.end, let actualStart = now.start, let actualEnd = now.end else { return nil }
        return MotionSpan(expected: start...max(start, end), actual: actualStart...max(actualStart, actualEnd))
    }

    /// The travelling component's progress from its golden first value (0) to its golden final
    /// value (1) at each tick, on each side; nil where the layer is absent, and nil when the
    /// golden does not travel.
    var progress: (expected: [Double?], actual: [Double?])? {
        guard let component = travellingComponent else { return nil }
        let golden = Motion(expected, component: component, limit: limit)
        guard let first = golden.first, let final = golden.final, abs(final - first) > limit else { return nil }
        func progress(_ track: [[Double]?]) -> [Double?] {
            track.map { value in value.flatMap { component < $0.count ? ($0[component] - first) / (final - first) : nil } }
        }
        return (progress(expected), progress(actual))
    }

    /// The component whose value travels furthest on either side, e.g. y for a slide down.
    private var travellingComponent: Int? {
        let width = (expected + actual).compactMap { $0?.count }.max() ?? 0
        guard width > 0 else { return nil }
        return (0..<width).max { Motion(expected, component: $0, limit: limit).travel + Motion(actual, component: $0, limit: limit).travel
            < Motion(expected, component: $1, limit: limit).travel + Motion(actual, component: $1, limit: limit).travel }
    }

    private func milliseconds(_ tick: Int) -> String {
        "\(Int((MotionTrace.time(ofTick: tick) * 1000).rounded())) ms"
    }

    private func amount(_ value: Double) -> String {
        "\(unit.text(unit.rounded(value)))\(unit.symbol)"
    }
}

/// One component of one side of a track, as a motion from a first value to a final one.
private struct Motion {
    /// The ticks at which the layer is present, with the component's value there.
    let values: [(tick: Int, value: Double)]
    let limit: Double

    init(_ track: [[Double]?], component: Int, limit: Double) {
        values = track.enumerated().compactMap { tick, value in
            value.flatMap { component < $0.count ? (tick, $0[component]) : nil }
        }
        self.limit = limit
    }

    var first: Double? { values.first?.value }
    var final: Double? { values.last?.value }
    var travel: Double { zip(values, values.dropFirst()).reduce(0) { $0 + abs($1.1.value - $1.0.value) } }
    var moves: Bool { start != nil }

    /// The first tick at which the value has left its first value by more than the tolerance.
    var start: Int? {
        guard let first else { return nil }
        return values.first { abs($0.value - first) > limit }?.tick
    }

    /// The tick after the last one still further than the tolerance from the final value: when it settles.
    var end: Int? {
        guard let final, moves, let last = values.last(where: { abs($0.value - final) > limit }) else { return nil }
        return last.tick + 1
    }

    /// How far the value goes past its final value, away from where it came from.
    var overshoot: Double {
        guard let first, let final, final != first else { return 0 }
        let direction: Double = final > first ? 1 : -1
        return max(0, values.map { ($0.value - final) * direction }.max() ?? 0)
    }
}
